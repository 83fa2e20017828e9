import moment from 'moment';

/** The hooks' today: a fixed Tuesday, so new rows and past dates do not move with the real clock. */
export const now = () => moment('2026-03-10T09:00:00');
