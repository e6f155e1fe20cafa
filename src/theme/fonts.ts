/**
 * The pinned web font. Import this module once at the app entry and in Storybook's preview:
 * every weight the UI uses is bundled, so text renders identically on every machine.
 */
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
import '@fontsource/noto-sans-sc/600.css';
import '@fontsource/noto-sans-sc/700.css';
