export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/**
 * The kind of device a package was opened on, from its User-Agent: enough for a booker to know the casting director
 * looked on a phone, nothing that identifies the device (the header itself is not kept).
 */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return 'phone';
  return 'desktop';
}
