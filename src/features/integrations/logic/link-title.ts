import type { TransferLink } from '@/contract/integrations';

/** The service with the address it sends to, so two Email or Zapier links read apart ("Email (a@b.example)"). */
export function linkTitle(link: Pick<TransferLink, 'serviceName' | 'parsedParametersJson'>): string {
  const address = link.parsedParametersJson?.email ?? link.parsedParametersJson?.phone ?? link.parsedParametersJson?.webhookUrl;
  return address ? `${link.serviceName} (${address})` : link.serviceName;
}
