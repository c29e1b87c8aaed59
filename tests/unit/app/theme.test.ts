/**
 * The app's theme has no colour schemes and no CSS variables, so the system's ThemeProvider (providers.tsx) shows it
 * exactly as MUI's own would, without MUI's CSS variables provider on every first screen.
 */
import { theme } from '../../../src/app/theme';

test('the theme has no colour schemes and no CSS variables', () => {
  expect('colorSchemes' in theme).toBe(false);
  expect(Reflect.get(theme, 'vars') ?? null).toBeNull();
  expect(theme.palette.primary.main).toBe('#2e7d32');
});
