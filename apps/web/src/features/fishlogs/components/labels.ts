import type {
  FishingStyleLabel,
  FishLogType,
  sessionConfirmations,
  sessionMessages,
} from '@tightlines/domain';
import type { MessageKey, Translate } from '../../../i18n/use-t';

const fishLogTypes = {
  Release: 'fishlogs.type.release',
  Raise: 'fishlogs.type.raise',
  Bite: 'fishlogs.type.bite',
  Harvest: 'fishlogs.type.harvest',
} as const satisfies Record<FishLogType, MessageKey>;

/** What happened to a fish, in the language shown; a type the app does not know stays as it came. */
export function fishLogTypeLabel(type: string, t: Translate): string {
  return type in fishLogTypes ? t(fishLogTypes[type as FishLogType]) : type;
}

const fishingStyles = {
  Billfish: 'fishlogs.style.billfish',
  'All Species': 'fishlogs.style.allSpecies',
  None: 'fishlogs.style.none',
} as const satisfies Record<FishingStyleLabel, MessageKey>;

/** A session's fishing style as shown (domain's fishingStyleLabel), in the language shown. */
export const fishingStyleText = (label: FishingStyleLabel, t: Translate): string => t(fishingStyles[label]);

type ConfirmationName = keyof typeof sessionConfirmations;

/** The spec §8 confirmations of the session actions (domain's sessionConfirmations), by key. */
const confirmations = {
  delete: {
    title: 'fishlogs.confirm.delete.title',
    message: 'fishlogs.confirm.delete.message',
    confirmLabel: 'fishlogs.confirm.delete.confirm',
  },
  hide: {
    title: 'fishlogs.confirm.hide.title',
    message: 'fishlogs.confirm.hide.message',
    confirmLabel: 'fishlogs.confirm.hide.confirm',
  },
  restore: {
    title: 'fishlogs.confirm.restore.title',
    message: 'fishlogs.confirm.restore.message',
    confirmLabel: 'fishlogs.confirm.restore.confirm',
  },
  deleteLog: {
    title: 'fishlogs.confirm.deleteLog.title',
    message: 'fishlogs.confirm.deleteLog.message',
    confirmLabel: 'fishlogs.confirm.deleteLog.confirm',
  },
  deleteBackupMedia: {
    title: 'fishlogs.confirm.deleteBackupMedia.title',
    message: 'fishlogs.confirm.deleteBackupMedia.message',
    confirmLabel: 'fishlogs.confirm.deleteBackupMedia.confirm',
  },
} as const satisfies Record<
  ConfirmationName,
  { title: MessageKey; message: MessageKey; confirmLabel: MessageKey }
>;

/** A session action's confirmation in the language shown. */
export function confirmationOf(name: ConfirmationName, t: Translate) {
  const { title, message, confirmLabel } = confirmations[name];
  return { title: t(title), message: t(message), confirmLabel: t(confirmLabel) };
}

/** The spec §8 success messages of the session actions (domain's sessionMessages), by key. */
export const doneMessages = {
  deleted: 'fishlogs.done.deleted',
  hidden: 'fishlogs.done.hidden',
  restored: 'fishlogs.done.restored',
  logDeleted: 'fishlogs.done.logDeleted',
  logSaved: 'fishlogs.done.logSaved',
  backupMediaAdded: 'fishlogs.done.backupMediaAdded',
  backupMediaDeleted: 'fishlogs.done.backupMediaDeleted',
  sessionSaved: 'fishlogs.done.sessionSaved',
} as const satisfies Partial<Record<keyof typeof sessionMessages, MessageKey>>;
