/** The request as both quote request emails show it: number, type, configuration, details, files and comment. */
import { Section, Text } from '@react-email/components';
import type { QuoteRequestEmailDetails } from '../shop-email.js';
import { colours, styles } from './shop-email-layout.js';

const label = { ...styles.text, color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0' } as const;
const value = { ...styles.text, margin: '0 0 12px' } as const;

export function QuoteRequestDetails({ request, fileLinks }: { request: QuoteRequestEmailDetails; fileLinks?: boolean }) {
  const rows: [string, string][] = [
    ['Request number', request.requestNo],
    ['Request', request.quoteType],
    ['Product', request.summary],
    ...request.details.map(([k, v]): [string, string] => [k, v]),
  ];
  return (
    <Section style={{ backgroundColor: colours.wash, border: `1px solid ${colours.line}`, borderRadius: '8px', padding: '16px 20px', margin: '0 0 24px' }}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <Text style={label}>{k}</Text>
          <Text style={value}>{v}</Text>
        </div>
      ))}
      <Text style={label}>Files</Text>
      {request.files.length === 0 ? (
        <Text style={value}>None attached</Text>
      ) : (
        <Text style={value}>
          {request.files.map((file, i) => (
            <span key={`${i}-${file.name}`}>
              {i > 0 && <br />}
              {fileLinks && file.url ? (
                <a href={file.url} style={styles.link}>
                  {file.name}
                </a>
              ) : (
                file.name
              )}{' '}
              ({file.size})
            </span>
          ))}
        </Text>
      )}
      <Text style={label}>Comment</Text>
      <Text style={{ ...value, whiteSpace: 'pre-line', margin: 0 }}>{request.comment.trim() === '' ? 'None' : request.comment}</Text>
    </Section>
  );
}
