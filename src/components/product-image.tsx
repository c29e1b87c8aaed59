import { useState } from 'react';
import { NO_IMAGE_SRC, productImageSrc } from '../domain/product-image-src';

interface ProductImageProps {
  file: string | null | undefined;
  /** Width and height in px: fixed, so a late image never shifts the layout. */
  size: number;
  alt: string;
  /** Above the fold on the first screen: fetched at once and first, not lazily (it is what the buyer looks at). */
  priority?: boolean;
}

/** A product's square image, lazy loaded (a long catalogue must not fetch hundreds of images at once). */
export function ProductImage({ file, size, alt, priority = false }: ProductImageProps) {
  // The file that failed, not a flag: a reused element showing another product tries again.
  const [failedFile, setFailedFile] = useState<string | null>(null);
  const src = failedFile !== null && failedFile === file ? NO_IMAGE_SRC : productImageSrc(file);
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => {
        if (src !== NO_IMAGE_SRC) setFailedFile(file ?? null);
      }}
      style={{
        width: size,
        height: size,
        objectFit: 'cover',
        borderRadius: 8,
        flexShrink: 0,
        background: '#f1f3f1',
      }}
    />
  );
}
