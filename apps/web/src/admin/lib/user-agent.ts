import { UAParser } from 'ua-parser-js';

/** What a sign-in's browser string says, in words (issue 35): browser, device and operating system. */
export type SignInDevice = { browser: string; device: string; os: string };

const DEVICE_TYPES: Record<string, string> = {
  mobile: '휴대폰',
  tablet: '태블릿',
  smarttv: 'TV',
  wearable: '웨어러블',
  console: '게임기',
  embedded: '기기',
};

const UNKNOWN = '알 수 없음';

const named = (...parts: (string | undefined)[]) => parts.filter((part) => part && part.trim() !== '').join(' ');

/**
 * The browser (name and major version), device (type, vendor and model; a computer when the string names none)
 * and OS of a user agent string, parsed by ua-parser-js; "알 수 없음" for what it does not say.
 */
export function describeUserAgent(userAgent: string): SignInDevice {
  const { browser, device, os } = new UAParser(userAgent).getResult();
  const kind = device.type ? (DEVICE_TYPES[device.type] ?? device.type) : '컴퓨터';
  const model = named(device.vendor, device.model);
  return {
    browser: named(browser.name, browser.major) || UNKNOWN,
    device: userAgent.trim() === '' ? UNKNOWN : model ? `${kind} (${model})` : kind,
    os: named(os.name, os.version) || UNKNOWN,
  };
}
