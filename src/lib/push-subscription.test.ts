import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, describeBrowser, deviceFromSubscription } from './push-subscription';

const chromeLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('push subscription helpers', () => {
  it('decodes base64url without padding, including - and _', () => {
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes('B'.padEnd(87, 'A'))).toHaveLength(65);
  });

  it('names browsers and systems', () => {
    expect(describeBrowser(chromeLinux)).toBe('Chrome on Linux');
    expect(describeBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge on Windows');
    expect(describeBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(describeBrowser('curl/8')).toBe('Browser');
  });

  it('makes the WEBPUSH device from a subscription, or nothing when parts are missing', () => {
    const keys = { p256dh: 'BNcR', auth: 'tBHI' };
    expect(deviceFromSubscription({ endpoint: 'https://push.example.com/1', keys }, chromeLinux)).toEqual({
      systemType: 'WEBPUSH',
      description: 'Chrome on Linux',
      endpoint: 'https://push.example.com/1',
      clientKey: 'BNcR',
      clientAuth: 'tBHI',
    });
    expect(deviceFromSubscription({ keys }, chromeLinux)).toBeNull();
    expect(deviceFromSubscription({ endpoint: 'https://push.example.com/1', keys: { p256dh: 'x' } }, chromeLinux)).toBeNull();
  });
});
