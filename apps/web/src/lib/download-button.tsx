import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

type DownloadButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** The icon's side in pixels: 16 beside an xs button's words, 18 otherwise, unless told. */
    iconSize?: number;
  };

/** A button that downloads a file: the download icon before its words; light unless told. */
export function DownloadButton({ iconSize, variant = 'light', size, ...props }: DownloadButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<IconDownload size={iconSize ?? (size === 'xs' ? 16 : 18)} aria-hidden />}
      {...props}
    />
  );
}
