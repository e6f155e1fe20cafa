import type { ThemeConfig } from 'antd';
import { alias, fontFamily, seed } from './tokens';

export * from './tokens';

/** The antd theme built from our tokens; used by the app and by Storybook's preview. */
export const theme: ThemeConfig = {
  token: { ...seed, fontFamily },
  components: {
    Layout: { headerBg: alias.headerBg, bodyBg: alias.pageBg, footerBg: alias.footerBg },
  },
};
