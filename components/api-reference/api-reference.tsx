import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import type { HttpMethod, OpenApiDocument, OpenApiOperation, OpenApiParameter } from '@croupier/platform/api-description/openapi-document';
import { answerVariants, bodyVariants, namedSchemas, resolverOf, ruleOf, type Resolve, type SchemaField } from './schema-fields';
import styles from './api-reference.module.css';

/** Where the machine-readable description is served (app/json-api/openapi.json). */
export const OPENAPI_URL = '/json-api/openapi.json';

interface Operation {
  path: string;
  method: HttpMethod;
  operation: OpenApiOperation;
}

type Translate = Awaited<ReturnType<typeof getTranslations<'apiReference'>>>;

function operationsByTag(document: OpenApiDocument): Map<string, Operation[]> {
  const byTag = new Map<string, Operation[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [HttpMethod, OpenApiOperation][]) {
      for (const tag of operation.tags) byTag.get(tag)?.push({ path, method, operation });
    }
  }
  return byTag;
}

/** Parameters every call takes, explained once under the conventions rather than on every card. */
const COMMON_PARAMETERS = new Set(['platform', 'Accept-Language', 'X-Requested-With']);

const anchorOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** Where a named schema is described on the page. */
const schemaAnchor = (name: string) => `schema-${name}`;
const SCHEMAS_ANCHOR = 'api-schemas';

/** A field's rule; the named schema it mentions links to its description. */
function Rule({ field }: { field: SchemaField }) {
  const at = field.ref ? field.rule.indexOf(field.ref) : -1;
  if (!field.ref || at < 0) return <code className={styles.rule}>{field.rule}</code>;
  return (
    <code className={styles.rule}>
      {field.rule.slice(0, at)}
      <a href={`#${schemaAnchor(field.ref)}`}>{field.ref}</a>
      {field.rule.slice(at + field.ref.length)}
    </code>
  );
}

function access(operation: OpenApiOperation): 'public' | 'player' | 'playerOptional' | 'operator' {
  const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
  if (schemes.includes('operatorToken')) return 'operator';
  if (schemes.length === 0) return 'public';
  return operation.security.some((requirement) => Object.keys(requirement).length === 0) ? 'playerOptional' : 'player';
}

function Fields({ fields, t }: { fields: SchemaField[]; t: Translate }) {
  if (fields.length === 0) return <p className={styles.muted}>{t('noFields')}</p>;
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.name} className={styles.field}>
          <dt>
            <code>{field.name}</code> <span className={styles.muted}>{field.required ? t('required') : t('optional')}</span>
          </dt>
          <dd>
            <Rule field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Parameters({ parameters, t }: { parameters: OpenApiParameter[]; t: Translate }) {
  return (
    <dl className={styles.fields}>
      {parameters.map((parameter) => (
        <div key={`${parameter.in}:${parameter.name}`} className={styles.field}>
          <dt>
            <code>{parameter.name}</code>{' '}
            <span className={styles.muted}>
              {t(`in.${parameter.in}`)}, {parameter.required ? t('required') : t('optional')}
            </span>
          </dt>
          <dd>
            <code className={styles.rule}>{ruleOf(parameter.schema)}</code>
            {parameter.description ? <span className={styles.note}>{parameter.description}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Variants({ variants, t }: { variants: SchemaField[][]; t: Translate }) {
  if (variants.length === 1) return <Fields fields={variants[0] ?? []} t={t} />;
  return (
    <>
      {variants.map((fields, index) => (
        <div key={index}>
          <p className={styles.variant}>{t('variant', { number: index + 1 })}</p>
          <Fields fields={fields} t={t} />
        </div>
      ))}
    </>
  );
}

function OperationCard({ path, method, operation, resolve, t }: Operation & { resolve: Resolve; t: Translate }) {
  const body = operation.requestBody?.content['application/json'].schema;
  const variants = body ? bodyVariants(body) : [];
  const answer = operation.responses['200']?.content?.['application/json'].schema;
  const answerShapes = answer ? answerVariants(answer, resolve) : [];
  const refusals = Object.entries(operation.responses).filter(([, response]) => response['x-error-codes']);
  const answers = Object.entries(operation.responses).filter(([, response]) => !response['x-error-codes']);
  const kind = access(operation);
  const own = operation.parameters.filter((parameter) => !COMMON_PARAMETERS.has(parameter.name));
  return (
    <article id={operation.operationId} className={styles.operation}>
      <h3 className={styles.signature}>
        <span className={`${styles.method} ${styles[method]}`}>{method.toUpperCase()}</span>
        <code className={styles.path}>{path}</code>
      </h3>
      <p className={styles.summary}>{operation.summary}</p>
      <p className={styles.badges}>
        <span className={`${styles.badge} ${styles[kind]}`}>{t(`access.${kind}`)}</span>
        {answers.some(([, response]) => response.description.includes('cacheable')) ? <span className={styles.badge}>{t('cacheable')}</span> : null}
        {operation.parameters.some((parameter) => parameter.name === 'Idempotency-Key') ? <span className={styles.badge}>{t('idempotent')}</span> : null}
      </p>
      {own.length > 0 ? (
        <section className={styles.block}>
          <h4>{t('parameters')}</h4>
          <Parameters parameters={own} t={t} />
        </section>
      ) : null}
      {variants.length > 0 ? (
        <section className={styles.block}>
          <h4>{t('body')}</h4>
          <Variants variants={variants} t={t} />
        </section>
      ) : null}
      <section className={styles.block}>
        <h4>{t('answer')}</h4>
        <ul className={styles.statuses}>
          {answers.map(([status, response]) => (
            <li key={status}>
              <span className={styles.status}>{status}</span> {response.description}
            </li>
          ))}
        </ul>
        {answerShapes.length > 0 ? <Variants variants={answerShapes} t={t} /> : null}
        <h4>{t('refusals')}</h4>
        <ul className={styles.statuses}>
          {refusals.map(([status, response]) => (
            <li key={status}>
              <span className={styles.status}>{status}</span>{' '}
              {(response['x-error-codes'] ?? []).map((code) => (
                <code key={code} className={styles.code}>
                  {code}
                </code>
              ))}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/**
 * The API reference for integrators (/developers/api): the generated OpenAPI document as a page,
 * complete without JavaScript. The chrome is translated; summaries, tags and rules are the
 * document's own (English), so the page and /json-api/openapi.json say the same.
 */
export async function ApiReference({ locale, document }: { locale: Locale; document: OpenApiDocument }) {
  const t = await getTranslations({ locale, namespace: 'apiReference' });
  const byTag = operationsByTag(document);
  const resolve = resolverOf(document.components.schemas);
  const schemas = namedSchemas(document.components.schemas, resolve);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p>{t('intro')}</p>
        <p>
          <a className={styles.download} href={OPENAPI_URL}>
            {t('download')}
          </a>
        </p>
        <p className={styles.muted}>{t('guide')}</p>
      </header>
      <nav className={styles.contents} aria-labelledby="api-contents">
        <h2 id="api-contents">{t('contents')}</h2>
        <ul>
          {document.tags.map((tag) => (
            <li key={tag.name}>
              <a href={`#${anchorOf(tag.name)}`}>{tag.name}</a> <span className={styles.muted}>{t('operations', { count: byTag.get(tag.name)?.length ?? 0 })}</span>
            </li>
          ))}
          <li>
            <a href={`#${SCHEMAS_ANCHOR}`}>{t('schemasTitle')}</a> <span className={styles.muted}>{t('schemaCount', { count: schemas.length })}</span>
          </li>
        </ul>
      </nav>
      <section className={styles.conventions} aria-labelledby="api-conventions">
        <h2 id="api-conventions">{t('conventionsTitle')}</h2>
        <p>{t('authText')}</p>
        <p>{t('csrfText')}</p>
        <p>{t('languageText')}</p>
        <p>{t('errorText')}</p>
        <pre className={styles.pre}>
          <code>{'{ "errors": [{ "code": "invalid_value", "field": "amount" }] }'}</code>
        </pre>
      </section>
      {document.tags.map((tag) => (
        <section key={tag.name} className={styles.tag} aria-labelledby={anchorOf(tag.name)}>
          <h2 id={anchorOf(tag.name)} className={styles.tagTitle}>
            {tag.name}
          </h2>
          <p className={styles.muted}>{tag.description}</p>
          {(byTag.get(tag.name) ?? []).map((entry) => (
            <OperationCard key={`${entry.method} ${entry.path}`} {...entry} resolve={resolve} t={t} />
          ))}
        </section>
      ))}
      <section className={styles.tag} aria-labelledby={SCHEMAS_ANCHOR}>
        <h2 id={SCHEMAS_ANCHOR} className={styles.tagTitle}>
          {t('schemasTitle')}
        </h2>
        <p className={styles.muted}>{t('schemasText')}</p>
        {schemas.map((schema) => (
          <article key={schema.name} id={schemaAnchor(schema.name)} className={styles.operation}>
            <h3 className={styles.signature}>
              <code className={styles.path}>{schema.name}</code>
            </h3>
            <Variants variants={schema.variants} t={t} />
          </article>
        ))}
      </section>
    </div>
  );
}
