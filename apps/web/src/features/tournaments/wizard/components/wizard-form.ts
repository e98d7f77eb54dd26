import type { UseFormReturnType } from '@mantine/form';
import type { WizardValues } from '../wizard-values';

/** The wizard's form, as each section receives it. */
export type WizardForm = UseFormReturnType<WizardValues>;
