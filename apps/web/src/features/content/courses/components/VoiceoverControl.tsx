import { Button } from '@mantine/core';
import { IconPlayerStopFilled, IconVolume } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface VoiceoverControlProps {
  /** What to read aloud. */
  text: string;
  /** The content's language (BCP 47, e.g. `hi`); the voice is chosen for it. */
  lang: string;
}

const speech = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/**
 * A deck's voiceover (SPEC §3 deck setting and §9 team flag, both on): the browser reads the
 * content aloud in its language when asked, never by itself; one button plays and stops, and
 * leaving the deck stops it. Browsers without speech synthesis show nothing.
 */
export function VoiceoverControl({ text, lang }: VoiceoverControlProps) {
  const { t } = useTranslation();
  const [speaking, setSpeaking] = useState(false);
  const synth = speech();

  useEffect(() => () => speech()?.cancel(), []);

  if (!synth || !text) return null;

  const play = () => {
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    const prefix = lang.toLowerCase().split('-')[0] ?? lang;
    const voice = synth.getVoices().find((candidate) => candidate.lang.toLowerCase().startsWith(prefix));
    if (voice) utterance.voice = voice;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  };

  const stop = () => {
    synth.cancel();
    setSpeaking(false);
  };

  return (
    <Button
      variant="light"
      size="sm"
      w="fit-content"
      leftSection={
        speaking ? <IconPlayerStopFilled size={16} aria-hidden /> : <IconVolume size={16} aria-hidden />
      }
      onClick={speaking ? stop : play}
    >
      {speaking ? t('courses.voiceover.stop') : t('courses.voiceover.play')}
    </Button>
  );
}
