// The one definition is in packages/shared, whose schema messages are translated the same way.
export type { Widen } from '@handloom/shared';
