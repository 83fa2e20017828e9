// Stories render as if today were a fixed day, so dates in fixtures ("3 days ago", next weekday...)
// look the same on every machine and in every run. The clock still advances from that day, so
// timers, transitions and Testing Library's waits keep working.

export const STORY_DATE = '2026-11-01T12:00:00.000Z';

type DateArgs = [] | [string | number | Date] | [number, number, number?, number?, number?, number?, number?];

/** Replaces the global Date with one that starts at `iso`; returns a function that restores it. */
export function installFixedDate(iso: string = STORY_DATE): () => void {
  const RealDate = globalThis.Date;
  const offset = new RealDate(iso).getTime() - RealDate.now();

  class StoryDate extends RealDate {
    constructor(...args: DateArgs) {
      if (args.length === 0) super(RealDate.now() + offset);
      else if (args.length === 1) super(args[0]);
      else super(...args);
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }

  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
