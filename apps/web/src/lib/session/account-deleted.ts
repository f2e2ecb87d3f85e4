/**
 * The home page's word after a diner deleted their account: the privacy view leaves a mark in
 * this tab's storage as it signs out, and the home page takes it once. (Navigation state would
 * not survive: the dashboard's guard sends the signed-out visitor home on its own.)
 */
const KEY = 'account-deleted';

export function markAccountDeleted(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (a private window's quota): the home page then just shows as usual.
  }
}

/** Whether the account was just deleted; answers true once. */
export function takeAccountDeleted(): boolean {
  try {
    const marked = sessionStorage.getItem(KEY) !== null;
    sessionStorage.removeItem(KEY);
    return marked;
  } catch {
    return false;
  }
}
