/** What the Notify dialog needs of a restaurant, and the choice it starts from. */
export type NotifyRestaurant = { id: number; name: string; time_zone: string };
export type NotifyChoice = { date: string; time: string; partySize: number };
