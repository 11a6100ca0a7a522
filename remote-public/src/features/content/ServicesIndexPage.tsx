import { Link } from 'react-router-dom';
import { contentHead } from '../../seo/pageHeads';
import { PageHead } from '../../seo/PageHead';
import { SERVICES, SERVICES_INDEX } from './content';
import { PageFrame } from './PageFrame';

/** /services: the four services, so the section's own address is not a dead end. */
export function ServicesIndexPage() {
  return (
    <PageFrame title={SERVICES_INDEX.title}>
      <PageHead {...contentHead(SERVICES_INDEX)} />
      <p>{SERVICES_INDEX.description}</p>
      {SERVICES.map((service) => (
        <section key={service.path}>
          <h2><Link to={service.path}>{service.title}</Link></h2>
          <p>{service.description}</p>
        </section>
      ))}
    </PageFrame>
  );
}
