import { describe, expect, it } from 'vitest';
import type { TransferLink } from '@/contract/integrations';
import { withLink, withoutLink } from './integrations.cache';

const link = (id: number, sent = 0): TransferLink => ({
  transferLinkId: id, serviceName: 'Email', transferKey: 'EMAIL', transferServiceId: 6, pullService: 'N', settingUp: 'N', attention: 'N',
  message: null, sent, queued: 0, retry: 0, failed: 0, parsedParametersJson: null, transferRules: [],
});

describe('integrations cache', () => {
  const data = { links: [link(1), link(2)], ruleTargets: [] };
  it('replaces a link in place or adds a new one', () => {
    expect(withLink(data, link(2, 5))!.links.map((l) => [l.transferLinkId, l.sent])).toEqual([[1, 0], [2, 5]]);
    expect(withLink(data, link(3))!.links.map((l) => l.transferLinkId)).toEqual([1, 2, 3]);
    expect(withLink(undefined, link(3))).toBeUndefined();
  });
  it('removes a link', () => {
    expect(withoutLink(data, 1)!.links.map((l) => l.transferLinkId)).toEqual([2]);
  });
});
