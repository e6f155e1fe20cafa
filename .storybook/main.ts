import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // ../public: the app's icons and manifest; ./public: msw's worker (mockServiceWorker.js), a
  // Storybook/test tool that must not ship in the production build (issue 14).
  staticDirs: ['../public', './public'],
};

export default config;
