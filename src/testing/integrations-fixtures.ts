import type { TransferLink } from '@/contract/integrations';

/** Test data for the integrations screens. Never imported by app code. */

/** An email link (id 2) set up, manual (no rules), nothing waiting. */
export const emailLink: TransferLink = {
  transferLinkId: 2,
  serviceName: 'Email',
  transferKey: 'EMAIL',
  transferServiceId: 6,
  pullService: 'N',
  settingUp: 'N',
  attention: 'N',
  message: null,
  sent: 0,
  queued: 0,
  retry: 0,
  failed: 0,
  parsedParametersJson: { email: 'intake@harborlaw.example' },
  transferRules: [],
};
