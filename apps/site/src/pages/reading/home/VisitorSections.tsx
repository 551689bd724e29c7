import { CommunityStats, InfoCards, PageSection, SignupBanner, VisitorOnly } from '@pupitre/ui';
import { paths } from '../../../paths';
import { communityStats, testimonial, whyJoin } from './home-content';

/** Sign-up banner, why-join and community stats: visitors only (reading-area §2, §6). */
export function VisitorSections() {
  return (
    <VisitorOnly>
      <SignupBanner
        title="Únete a la comunidad educativa de Pupitre"
        text="Crea tu cuenta para comentar, guardar tus artículos favoritos y aprender con otros."
        signUp={{ label: 'Crear cuenta gratis', href: paths.register() }}
        signIn={{ label: 'Iniciar sesión', href: paths.login() }}
      />
      <PageSection title="¿Por qué unirte?">
        <InfoCards items={whyJoin} />
      </PageSection>
      <PageSection title="Nuestra comunidad">
        <CommunityStats stats={communityStats} testimonial={testimonial} />
      </PageSection>
    </VisitorOnly>
  );
}
