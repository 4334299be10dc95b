import { visibleText } from '../../components/ui/plain-text.ts';
import type { ResultNode } from './result-tree.ts';

// Deeper levels start closed so a large result stays readable.
const OPEN_LEVELS = 2;

function NodeLine({ node }: { readonly node: ResultNode }) {
  return (
    <>
      {node.label !== undefined ? (
        <span className="result-tree__label">{visibleText(node.label)}: </span>
      ) : null}
      {node.text !== undefined ? (
        <span className="result-tree__value">{visibleText(node.text)}</span>
      ) : null}{' '}
      <span className="result-tree__type">{visibleText(node.type)}</span>
    </>
  );
}

function TreeItem({ node, depth }: { readonly node: ResultNode; readonly depth: number }) {
  const children = node.children ?? [];
  const omitted = node.omitted ?? 0;
  if (children.length === 0 && omitted === 0) {
    return (
      <li>
        <NodeLine node={node} />
      </li>
    );
  }
  return (
    <li>
      <details open={depth < OPEN_LEVELS}>
        <summary>
          <NodeLine node={node} />{' '}
          <span className="result-tree__count">
            ({children.length + omitted} {children.length + omitted === 1 ? 'entry' : 'entries'})
          </span>
        </summary>
        <ul>
          {children.map((child, index) => (
            // Results are static once shown; position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TreeItem key={index} node={child} depth={depth + 1} />
          ))}
          {omitted > 0 ? (
            <li className="result-tree__omitted">
              … and {omitted} more, not shown (see the raw JSON-Cadence)
            </li>
          ) : null}
        </ul>
      </details>
    </li>
  );
}

/** A decoded script result as nested lists; every value is rendered as text. */
export function ResultTree({ root }: { readonly root: ResultNode }) {
  return (
    <ul className="result-tree" aria-label="Decoded result">
      <TreeItem node={root} depth={0} />
    </ul>
  );
}
