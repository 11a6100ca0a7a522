import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '@app/shared/public';
import { contentHead } from '../../seo/pageHeads';
import { PageHead } from '../../seo/PageHead';
import { ROUTES } from '../../constants';
import type { ContentPageData, ContentSection } from './content';
import { PageFrame } from './PageFrame';

export function Sections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.heading ?? index}>
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

function ContactDetails() {
  const { contact } = useRuntimeConfig();
  return (
    <section>
      <h2>Reach us</h2>
      <ul>
        {contact?.phone && <li>Phone: <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a></li>}
        {contact?.email && <li>Email: <a href={`mailto:${contact.email}`}>{contact.email}</a></li>}
        <li>Or ask for a quote: <Link to={ROUTES.login}>Get a Quote</Link></li>
      </ul>
    </section>
  );
}

/** About, contact, privacy, terms, portfolio and the four service pages. */
export function ContentPage({ page, breadcrumb }: { page: ContentPageData; breadcrumb?: string }) {
  return (
    <PageFrame title={page.title} crumbs={breadcrumb ? [{ label: breadcrumb }] : []}>
      <PageHead {...contentHead(page)} />
      <p><strong>{page.description}</strong></p>
      <Sections sections={page.sections} />
      {page.path === ROUTES.contact && <ContactDetails />}
      {page.path.startsWith('/services/') && (
        <p>
          Interested? <Link to={ROUTES.contact}>Contact us</Link> or <Link to={ROUTES.login}>get a quote</Link>.
        </p>
      )}
    </PageFrame>
  );
}
