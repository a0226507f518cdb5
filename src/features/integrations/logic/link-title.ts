import type { TransferLink } from '@/contract/integrations';

/** The service with the address it sends to, so two Email links read apart ("Email (a@b.example)"). */
export function linkTitle(link: Pick<TransferLink, 'serviceName' | 'parsedParametersJson'>): string {
  const address = link.parsedParametersJson?.email ?? link.parsedParametersJson?.phone;
  return address ? `${link.serviceName} (${address})` : link.serviceName;
}
