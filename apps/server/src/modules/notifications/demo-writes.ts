// The writes the demo world (db/seed) makes as this module makes them: notifications, through the
// one `notify`, and marking some read. Only the seed uses them.
export { notify } from './notify';
export { markRead } from './repo';
