// A provider's name as the UI shows it: the product's own name, or "Custom" in the UI's language.
import type { TFunction } from 'i18next';
import { providerPresets, type ProviderId } from '../../../electron/shared/settings-schema';

export function providerLabel(id: ProviderId, t: TFunction): string {
  return id === 'custom' ? t('common.providerCustom') : providerPresets[id].label;
}
