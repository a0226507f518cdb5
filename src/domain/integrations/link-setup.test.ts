import { describe, expect, it } from 'vitest';
import { isLinkEmail, isVerificationCode, linkSetup, needsVerification, newVerificationCode, smsLinkNumber, takesEmail } from './link-setup';

describe('linkSetup', () => {
  it('reads the service ids 6, 7, 8, the medical service, CLIOGROW and the rest', () => {
    expect(linkSetup({ transferServiceId: 6, transferKey: 'EMAIL' })).toBe('email');
    expect(linkSetup({ transferServiceId: 7, transferKey: 'TWILIO' })).toBe('sms');
    expect(linkSetup({ transferServiceId: 8, transferKey: 'EMAIL' })).toBe('emailApiKey');
    expect(linkSetup({ transferServiceId: 5, transferKey: 'INFLUXMD' })).toBe('medical');
    expect(linkSetup({ transferServiceId: 2, transferKey: 'CLIOGROW' })).toBe('token');
    expect(linkSetup({ transferServiceId: 1, transferKey: 'CLIO' })).toBe('external');
  });
  it('email, SMS and medical links verify; email, API-key and medical links take an email', () => {
    expect(['email', 'emailApiKey', 'sms', 'medical', 'token', 'external'].filter((s) => needsVerification(s as never))).toEqual(['email', 'emailApiKey', 'sms', 'medical']);
    expect(['email', 'emailApiKey', 'sms', 'medical'].filter((s) => takesEmail(s as never))).toEqual(['email', 'emailApiKey', 'medical']);
  });
});

describe('verification code', () => {
  it('is 5 digits, zero-padded', () => {
    expect(newVerificationCode(() => 0)).toBe('00000');
    expect(newVerificationCode(() => 0.123456)).toBe('12345');
    expect(newVerificationCode(() => 0.9999999)).toBe('99999');
  });
  it('is exactly 5 digits when entered', () => {
    expect(isVerificationCode('04821')).toBe(true);
    expect(isVerificationCode('4821')).toBe(false);
    expect(isVerificationCode('048210')).toBe(false);
    expect(isVerificationCode('0482a')).toBe(false);
  });
});

describe('link addresses', () => {
  it('SMS links take US and GB numbers only', () => {
    expect(smsLinkNumber('(503) 555-0199')).toBe('+15035550199');
    expect(smsLinkNumber('+1 503 555 0199')).toBe('+15035550199');
    expect(smsLinkNumber('07700 900123')).toBe('+447700900123');
    expect(smsLinkNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(smsLinkNumber('+33 6 12 34 56 78')).toBeNull();
    expect(smsLinkNumber('123')).toBeNull();
  });
  it('emails need one @ and a dotted domain', () => {
    expect(isLinkEmail('a@b.co')).toBe(true);
    expect(isLinkEmail('a@b')).toBe(false);
    expect(isLinkEmail('a b@c.de')).toBe(false);
  });
});
