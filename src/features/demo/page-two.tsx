import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { demoTexts } from './texts/demo';
import { useScreenTexts } from '../../i18n/use-screen-texts';

/** The greeting's languages and their buttons (En/Kr/Fr/Sp). */
const GREETING_LANGUAGES = ['en', 'ko', 'fr', 'es'] as const;
type GreetingLanguage = (typeof GREETING_LANGUAGES)[number];

/**
 * The template's demo page. The buttons switch only this page's greeting: a fixed translator per language, so
 * i18n.changeLanguage is never called and the rest of the app stays in its language.
 */
export function PageTwo() {
  useScreenTexts(demoTexts);
  const { t, i18n } = useTranslation('demo');
  const [language, setLanguage] = useState<GreetingLanguage | null>(null);
  const greetingLanguage = language ?? i18n.language;
  const greeting = i18n.getFixedT(greetingLanguage, 'demo')('greeting');

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: 2 }}>
      <Typography color="text.secondary" variant="body2">
        {t('caption')}
      </Typography>
      <Typography
        component="h1"
        variant="h5"
        lang={greetingLanguage}
        // Korean breaks between words, not inside them; Chinese may break anywhere.
        sx={{
          fontWeight: 700,
          mt: 1,
          mb: 2,
          wordBreak: greetingLanguage === 'ko' ? 'keep-all' : 'normal',
        }}
      >
        {greeting}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('hint')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={language}
        aria-label={t('languages.label')}
        onChange={(_event, next: GreetingLanguage | null) => {
          if (next !== null) setLanguage(next);
        }}
        sx={{ mb: 4, display: 'flex', bgcolor: 'background.paper' }}
      >
        {GREETING_LANGUAGES.map((lng) => (
          <ToggleButton
            key={lng}
            value={lng}
            lang="en"
            sx={{ flex: 1, minHeight: 48, fontSize: 16, color: 'text.primary' }}
          >
            {t(`languages.${lng}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button component={RouterLink} to={paths.home} variant="outlined" size="large" fullWidth>
        {t('back')}
      </Button>
    </Box>
  );
}
