/**
 * The seeded restaurants' clock (Los Angeles) for journeys that book through the API: a date some
 * days ahead on their calendar, and the instant of a wall-clock time there.
 */
export const LA_ZONE = 'America/Los_Angeles';

/** The date `days` ahead on the restaurants' calendar, 'YYYY-MM-DD'. */
export function laDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LA_ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The instant, ISO, of `time` ('HH:MM') on `date` in Los Angeles. */
export function laInstant(date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let guess = wall;
  // Twice: the offset found for the first guess may differ across a daylight-saving change.
  for (let i = 0; i < 2; i += 1) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: LA_ZONE,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(guess))
        .map((part) => [part.type, part.value]),
    );
    const seen = Date.parse(
      `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`,
    );
    guess += wall - seen;
  }
  return new Date(guess).toISOString();
}
