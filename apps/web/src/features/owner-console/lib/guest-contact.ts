/** How the console reaches a guest: a dialable tel: link and the number as people read it. */
import { displayPhone } from '@tablefor/shared';

export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const phoneLabel = (phone: string): string => displayPhone(phone) || phone;
