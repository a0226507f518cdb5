/**
 * Whether this browser can take web push and what the person has said to notifications. Kept
 * apart from push-registration.ts so the shell can ask without loading the registration code.
 */
export type PushAvailability = 'unsupported' | NotificationPermission;

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}
