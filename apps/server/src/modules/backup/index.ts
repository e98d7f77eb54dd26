// The backup module's public surface (docs/architecture.md): the admin commands and the running
// server's admin socket use it.
export { ArchiveError, readArchive, type Manifest } from './archive';
export { ADMIN_SOCKET, requestBackup, serveBackups } from './admin-socket';
export { BackupError, writeBackup, type BackupSource, type BackupSummary } from './backup';
export {
  assertEmptyDatabase,
  assertEmptyDirectory,
  restoreBackup,
  RestoreTargetNotEmptyError,
  verifyArchive,
  type RestoreSummary,
} from './restore';
