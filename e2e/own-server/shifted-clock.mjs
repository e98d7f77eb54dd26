// Loaded into a journey's own server process (`node --import`): a clock the journey can move
// forward, as time passes for a user who keeps working. The server reads time through `Date` (its
// tokens' expiry, the identity provider's grants), so every `Date` it makes is shifted; the database
// keeps its own clock. The journey asks over the process's IPC channel and is answered once the
// shift applies to every `Date` made after it.
const RealDate = Date;
let shiftMs = 0;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shiftMs);
    else super(...args);
  }

  static now() {
    return RealDate.now() + shiftMs;
  }
}

globalThis.Date = ShiftedDate;

process.on('message', (message) => {
  if (message?.type !== 'advance-clock' || !Number.isFinite(message.ms)) return;
  shiftMs += message.ms;
  process.send?.({ type: 'clock-advanced', shiftMs });
});
