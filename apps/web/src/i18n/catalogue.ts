// The one definition is shared with the server's mail catalogue (packages/domain).
export type { Translation } from '@tightlines/domain';
