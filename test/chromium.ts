/**
 * Debian's Chromium (`apt-get install chromium`), the one browser the tests, benches and screenshot
 * script drive; playwright-core never downloads one. The flags the brief asks for, and no
 * background traffic (the machine has no network but the package registries).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
