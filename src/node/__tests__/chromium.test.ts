/** @jest-environment node */
import fs from 'fs';
import { findChromium } from '../chromium';

describe('finding Chromium for mermaid', () => {
  const env = process.env.CHROMIUM_PATH;
  afterEach(() => {
    jest.restoreAllMocks();
    if (env === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = env;
  });

  it('prefers CHROMIUM_PATH, then the usual locations', () => {
    delete process.env.CHROMIUM_PATH;
    jest.spyOn(fs, 'existsSync').mockImplementation((p) => p === '/usr/bin/chromium-browser');
    expect(findChromium()).toBe('/usr/bin/chromium-browser');
    process.env.CHROMIUM_PATH = '/opt/chrome/chrome';
    jest.spyOn(fs, 'existsSync').mockImplementation((p) => p === '/opt/chrome/chrome');
    expect(findChromium()).toBe('/opt/chrome/chrome');
  });

  it('says how to install one when none is found', () => {
    delete process.env.CHROMIUM_PATH;
    jest.spyOn(fs, 'existsSync').mockReturnValue(false);
    expect(() => findChromium()).toThrow(/No Chromium found to render mermaid diagrams.*sudo apt-get install -y chromium/);
  });
});
