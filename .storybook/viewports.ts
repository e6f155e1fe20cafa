/**
 * Viewports for stories. A story opts into the phone layout with
 *   globals: mobileGlobals
 * — Storybook's toolbar shows it at that size and the Vitest addon resizes the test browser to
 * it before the story renders (stories without it render at 1200×900).
 */
export const viewportOptions = {
  mobile375: {
    name: '手机 375×667',
    styles: { width: '375px', height: '667px' },
    type: 'mobile',
  },
  mobile390: {
    name: '手机 390×844',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
  tablet768: {
    name: '平板 768×1024',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop1200: {
    name: '桌面 1200×900',
    styles: { width: '1200px', height: '900px' },
    type: 'desktop',
  },
} as const;

export const mobileGlobals = { viewport: { value: 'mobile375', isRotated: false } };
export const tabletGlobals = { viewport: { value: 'tablet768', isRotated: false } };
export const phone390Globals = { viewport: { value: 'mobile390', isRotated: false } };
