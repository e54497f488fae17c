import { Box, Button, Image, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ScratchCardProps {
  label: string;
  prize: string;
  image?: string;
  revealed: boolean;
  onReveal: () => void;
}

const WIDTH = 280;
const HEIGHT = 160;
const BRUSH = 18;
/** Share of the cover scratched away at which the card counts as revealed. */
const REVEAL_AT = 0.5;

function clearedShare(context: CanvasRenderingContext2D): number {
  const { data } = context.getImageData(0, 0, WIDTH, HEIGHT);
  let clear = 0;
  let sampled = 0;
  // Every 16th pixel is plenty to estimate the share.
  for (let alpha = 3; alpha < data.length; alpha += 64) {
    sampled += 1;
    if ((data[alpha] ?? 0) === 0) clear += 1;
  }
  return sampled ? clear / sampled : 0;
}

/** One card: scratch the cover away with a pointer, or press "Reveal" (keyboard and screen readers). */
export function ScratchCard({ label, prize, image, revealed, onReveal }: ScratchCardProps) {
  const { t } = useTranslation('formatsInteractive');
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef(0);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || revealed) return;
    context.globalCompositeOperation = 'source-over';
    context.fillStyle = '#adb5bd';
    context.fillRect(0, 0, WIDTH, HEIGHT);
    context.fillStyle = '#495057';
    context.font = '16px sans-serif';
    context.textAlign = 'center';
    context.fillText(t('scratch.scratchHere'), WIDTH / 2, HEIGHT / 2);
  }, [revealed, t]);

  const scratch = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.buttons !== 1) return;
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const box = element.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    context.globalCompositeOperation = 'destination-out';
    context.beginPath();
    context.arc(x, y, BRUSH, 0, Math.PI * 2);
    context.fill();
    strokes.current += 1;
    if (strokes.current % 8 === 0 && clearedShare(context) >= REVEAL_AT) onReveal();
  };

  return (
    <Stack gap="xs" align="center">
      <Box pos="relative" w={WIDTH} maw="100%" h={HEIGHT} style={{ borderRadius: 12, overflow: 'hidden' }}>
        <Stack
          aria-hidden={!revealed}
          align="center"
          justify="center"
          h="100%"
          p="sm"
          gap={4}
          bg="var(--mantine-color-yellow-light)"
        >
          {image && revealed && <Image src={image} alt="" h={72} w="auto" fit="contain" />}
          <Text fw={700} ta="center" aria-live="polite">
            {revealed ? prize : ''}
          </Text>
        </Stack>
        {!revealed && (
          <canvas
            ref={canvas}
            width={WIDTH}
            height={HEIGHT}
            aria-label={t('scratch.canvasLabel', { card: label })}
            role="img"
            onPointerDown={scratch}
            onPointerMove={scratch}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              touchAction: 'none',
              cursor: 'crosshair',
            }}
          />
        )}
      </Box>
      {!revealed && (
        <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={onReveal}>
          {t('scratch.reveal', { card: label })}
        </Button>
      )}
    </Stack>
  );
}
