import { describe, expect, it } from 'vitest';
import type { TransferActivity } from '../../db/repositories/integrations-deliveries';
import { deliveryPayload, deliveryText } from './delivery-payload';

const activity = (hipaa: string): TransferActivity => ({
  messageId: 7, deliveryId: 700_007, userId: 1, accountId: 4, accountName: 'Turner Family Dental', hipaa, messageGroupId: null, phoneNumberId: null,
  messageType: 'AGENT', caller: 'Pat Lee', ani: '+12085550111', dnis: null, taken: new Date('2026-11-01T10:00:00Z'), textContent: 'Tooth ache, call back', contactDescription: null,
});

describe('deliveryPayload (HIPAA)', () => {
  it('carries the message text of ordinary accounts', () => {
    expect(deliveryPayload(activity('N'), 'ZAPIER')).toMatchObject({ text: 'Tooth ache, call back', contentWithheld: false });
  });
  it('withholds it for HIPAA accounts unless the link is the medical service', () => {
    const withheld = deliveryPayload(activity('Y'), 'EMAIL');
    expect(withheld).toMatchObject({ text: null, contentWithheld: true });
    expect(deliveryText(withheld)).not.toContain('Tooth ache');
    expect(deliveryText(withheld)).toContain('withheld');
    expect(deliveryPayload(activity('Y'), 'INFLUXMD')).toMatchObject({ text: 'Tooth ache, call back', contentWithheld: false });
  });
});
