/** Sign-in of the seeded administrator, for local use (production creates admins by sign-up). */
export const ADMIN_SEED_EMAIL = 'admin@tablefor.app';
export const ADMIN_SEED_PASSWORD = 'admin-password-2024';
