import type { TransferLink, TransferLinksResponse } from '@/contract/integrations';

/** The list with `link` replaced (or added at the end when new). */
export function withLink(data: TransferLinksResponse | undefined, link: TransferLink): TransferLinksResponse | undefined {
  if (!data) return data;
  const at = data.links.findIndex((l) => l.transferLinkId === link.transferLinkId);
  const links = at === -1 ? [...data.links, link] : data.links.map((l, i) => (i === at ? link : l));
  return { ...data, links };
}

/** The list without the link. */
export function withoutLink(data: TransferLinksResponse | undefined, transferLinkId: number): TransferLinksResponse | undefined {
  if (!data) return data;
  return { ...data, links: data.links.filter((l) => l.transferLinkId !== transferLinkId) };
}
