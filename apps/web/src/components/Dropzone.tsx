import { Box, LoadingOverlay } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import classes from './Dropzone.module.css';

export type { FileRejection };

type DragState = 'accept' | 'reject' | 'idle';

const DragStateContext = createContext<DragState>('idle');

interface DropzoneProps {
  /** Files that pass `accept`, `maxSize` and `maxFiles`. */
  onDrop: (files: File[]) => void;
  /** Files refused, each with its reasons (`file-too-large`, `file-invalid-type`, `too-many-files`). */
  onReject?: (rejections: FileRejection[]) => void;
  /** MIME types (`image/png`), or MIME types each with the file extensions that go with it. */
  accept?: string[] | Record<string, string[]>;
  maxSize?: number;
  maxFiles?: number;
  multiple?: boolean;
  /** Shows a loader over the zone and ignores drops and clicks meanwhile. */
  loading?: boolean;
  'aria-label'?: string;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement> & { 'aria-label'?: string };
  children: ReactNode;
}

/** react-dropzone takes MIME types with their extensions; a list of MIME types has none. */
function toAcceptMap(accept: DropzoneProps['accept']) {
  if (!Array.isArray(accept)) return accept;
  return Object.fromEntries(accept.map((type): [string, string[]] => [type, []]));
}

/**
 * A zone to drop files on or click (or press Enter) to pick them. Its children can follow the drag
 * with `Dropzone.Accept`, `Dropzone.Reject` and `Dropzone.Idle`.
 */
export function Dropzone({
  onDrop,
  onReject,
  accept,
  maxSize = Number.POSITIVE_INFINITY,
  maxFiles,
  multiple = true,
  loading = false,
  inputProps,
  children,
  ...others
}: DropzoneProps) {
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject } = useDropzone({
    onDropAccepted: onDrop,
    onDropRejected: onReject,
    accept: toAcceptMap(accept),
    maxSize,
    maxFiles,
    multiple,
    disabled: loading,
  });
  const state: DragState =
    isDragActive && isDragAccept ? 'accept' : isDragActive && isDragReject ? 'reject' : 'idle';

  return (
    <DragStateContext.Provider value={state}>
      <Box
        {...getRootProps()}
        {...others}
        className={classes.root}
        mod={{ accept: state === 'accept', reject: state === 'reject', idle: state === 'idle', loading }}
      >
        <LoadingOverlay visible={loading} />
        {/* The hidden file input is named like its zone, for the screen readers that reach it. */}
        <input {...getInputProps({ 'aria-label': others['aria-label'], ...inputProps })} />
        <div className={classes.inner}>{children}</div>
      </Box>
    </DragStateContext.Provider>
  );
}

function showWhile(wanted: DragState) {
  return function DropzoneState({ children }: { children: ReactNode }) {
    return useContext(DragStateContext) === wanted ? children : null;
  };
}

Dropzone.Accept = showWhile('accept');
Dropzone.Reject = showWhile('reject');
Dropzone.Idle = showWhile('idle');
