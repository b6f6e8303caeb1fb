import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { parseRichText, type RichBlock, type RichInline } from '@cv/shared';
import { Fragment, useMemo, type ReactNode } from 'react';

/**
 * A formatted description (paragraphs, lists, bold, italic, links) rendered
 * from the shared parser's tree as React elements: user text only ever
 * becomes text nodes, never HTML. The public profile and the editor's
 * preview show descriptions through this one component.
 */
export function RichText({
  text,
  variant = 'body2',
  color,
  lang,
}: {
  text: string | null | undefined;
  variant?: TypographyProps['variant'];
  color?: TypographyProps['color'];
  /** The language of the text, when it differs from the page's. */
  lang?: string;
}) {
  const blocks = useMemo(() => parseRichText(text), [text]);
  if (blocks.length === 0) return null;
  return (
    <Box lang={lang} sx={{ '& > :not(:last-child)': { mb: 1 } }}>
      <Blocks blocks={blocks} variant={variant} color={color} />
    </Box>
  );
}

function Blocks({
  blocks,
  variant,
  color,
}: {
  blocks: RichBlock[];
  variant: TypographyProps['variant'];
  color: TypographyProps['color'];
}) {
  return blocks.map((block, index) =>
    block.type === 'paragraph' ? (
      <Typography key={index} variant={variant} color={color} sx={{ overflowWrap: 'anywhere' }}>
        <Inlines items={block.children} />
      </Typography>
    ) : (
      <Typography
        key={index}
        component={block.ordered ? 'ol' : 'ul'}
        variant={variant}
        color={color}
        sx={{ pl: 3, my: 0, '& > li + li': { mt: 0.5 }, overflowWrap: 'anywhere' }}
      >
        {block.items.map((item, i) => (
          <li key={i}>
            <ItemBlocks blocks={item} />
          </li>
        ))}
      </Typography>
    ),
  );
}

/** A list item's blocks: paragraphs inline (no extra margins), nested lists as lists. */
function ItemBlocks({ blocks }: { blocks: RichBlock[] }) {
  return blocks.map((block, index) =>
    block.type === 'paragraph' ? (
      <Fragment key={index}>
        {index > 0 && <br />}
        <Inlines items={block.children} />
      </Fragment>
    ) : (
      <Box key={index} component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, my: 0.5 }}>
        {block.items.map((item, i) => (
          <li key={i}>
            <ItemBlocks blocks={item} />
          </li>
        ))}
      </Box>
    ),
  );
}

function Inlines({ items }: { items: RichInline[] }): ReactNode {
  return items.map((item, index) => {
    switch (item.type) {
      case 'text':
        return <Fragment key={index}>{item.value}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return (
          <strong key={index}>
            <Inlines items={item.children} />
          </strong>
        );
      case 'emphasis':
        return (
          <em key={index}>
            <Inlines items={item.children} />
          </em>
        );
      case 'link':
        return (
          <Link key={index} href={item.url} rel="noopener noreferrer nofollow" target="_blank">
            <Inlines items={item.children} />
          </Link>
        );
    }
  });
}
