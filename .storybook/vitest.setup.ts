// Storybook 10 applies the project annotations itself; this file holds per-test browser setup.
export {};
