/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium (no browser downloads on this network); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(dirname, 'src') } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    manifest: true,
  },
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:8080',
      '/auth/v1': 'http://127.0.0.1:8080',
      '/admin/v1': 'http://127.0.0.1:8080',
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/sagas/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom + antd renders are slow on 2 busy cores; a real hang still fails.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            screenshotDirectory: 'tests/visual/__screenshots__',
            expect: {
              toMatchScreenshot: {
                // tests/visual/__screenshots__/<story file path>/<story id>-chromium-<platform>.png
                // (the `screenshotDirectory` argument arrives mangled — root joined twice — so it is spelled out)
                resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, testFileName, browserName, platform }) =>
                  path.resolve(root, 'tests/visual/__screenshots__', testFileDirectory, testFileName, `${arg}-${browserName}-${platform}${ext}`),
              },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
