import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import type { ReaderProps } from './kit/reader-props.ts';
import { readerFor } from './registry.ts';
import { UnsupportedReader } from './UnsupportedReader.tsx';

/** Plays content with its format's Reader, loaded on first use; an unknown type shows a message. */
export function ReaderSlot({ readerType, ...props }: ReaderProps & { readerType: string }) {
  const Reader = readerFor(readerType);
  if (!Reader) return <UnsupportedReader readerType={readerType} />;
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <Reader {...props} />
    </Suspense>
  );
}
