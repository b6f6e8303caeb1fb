import { APPLICATION_STAGES } from '@cv/shared';
import type { TFunction } from 'i18next';
import type { SelectOption } from '../../components/form/selectOptions';

/** The stages as a select's options, in the board's order, each by its name. */
export function stageOptions(t: TFunction): SelectOption[] {
  return APPLICATION_STAGES.map((stage) => ({
    value: stage,
    label: t(`applications.stages.${stage}`),
  }));
}
