/** Seeded editorial content in Spanish. */
import type { LocaleContent } from '../../../domain/content.ts';
import { PAYMENT_TERM_DAYS } from '../../../domain/payment-terms.ts';

export const content: LocaleContent = {
  pages: {
    home: {
      title: 'Vende tu autocaravana o caravana',
      description:
        'Vende tu autocaravana o caravana gratis a más de 250 concesionarios verificados. Revisión en 24 horas, subasta de 24 horas y el concesionario la recoge.',
      body: {
        hero: {
          title: 'Vende gratis tu autocaravana a más de 250 concesionarios, en una subasta de 24 horas como máximo',
          subtitle:
            'Crea tu anuncio, indica tu precio deseado y deja que los concesionarios pujen: con CamperMarkt24 vendes autocaravanas y caravanas de forma rápida, segura y sin comisiones.',
          cta: 'Vender gratis ahora',
          secondaryCta: 'Pide una tasación gratuita',
        },
        advantages: [
          {
            title: '100 % gratis para vendedores',
            text: 'No pagas nada por publicar ni por vender. La comisión la paga únicamente el concesionario que compra tu vehículo.',
          },
          {
            title: 'Más de 250 concesionarios verificados',
            text: 'Solo pueden pujar profesionales aprobados. Llegas a compradores reales de toda Europa en lugar de cazadores de gangas.',
          },
          {
            title: 'Tú tienes el control',
            text: 'Tú fijas tu precio deseado. Si no se alcanza, decides tú si aceptas, renegocias o rechazas la oferta.',
          },
          {
            title: 'Rápido y cómodo',
            text: 'Revisión en 24 horas, una subasta de 24 horas como máximo y recogida por el concesionario, sin pruebas de conducción con desconocidos.',
          },
        ],
        steps: [
          {
            title: 'Publica tu anuncio gratis',
            text: 'Introduce los datos de tu vehículo, sube fotos e indica tu precio deseado. Solo te llevará unos minutos.',
          },
          {
            title: 'Lo revisamos en 24 horas',
            text: 'Nuestro equipo revisa cada anuncio en un máximo de 24 horas, también los fines de semana, y te contacta si falta algo.',
          },
          {
            title: 'Los concesionarios pujan durante 24 horas',
            text: 'Tu vehículo sale a una subasta online de 24 horas como máximo. Siempre termina en un día laborable entre las 14:00 y las 17:00.',
          },
          {
            title: 'Tú decides, el concesionario recoge',
            text: 'Si una puja alcanza tu precio deseado, el mejor postor gana automáticamente. Si no, decides tú. El concesionario paga y recoge el vehículo.',
          },
        ],
        reviews: [
          {
            name: 'Javier M.',
            city: 'Valencia',
            rating: 5,
            text: 'Nuestra autocaravana capuchina se vendió en un día y el concesionario la recogió dos semanas después, justo como habíamos acordado. Más fácil, imposible.',
          },
          {
            name: 'Lucía F.',
            city: 'Zaragoza',
            rating: 5,
            text: 'Tenía miedo de venderla demasiado barata. Al final, la puja más alta superó con creces lo que me ofrecía el concesionario de mi zona.',
          },
          {
            name: 'Carlos R.',
            city: 'Sevilla',
            rating: 4,
            text: 'Mi precio deseado no se alcanzó por poco, pero con la renegociación llegamos a un acuerdo al día siguiente. La atención telefónica, muy amable.',
          },
          {
            name: 'Marta G.',
            city: 'Bilbao',
            rating: 5,
            text: 'Vendimos nuestra caravana sin una sola visita de particulares. Los consejos para las fotos valen oro.',
          },
          {
            name: 'Andrés P.',
            city: 'Málaga',
            rating: 4,
            text: 'Revisado el sábado, subastado el martes y recogido dos semanas después. Volvería a vender con CamperMarkt24 sin dudarlo.',
          },
        ],
        stats: [
          { value: '250+', label: 'concesionarios' },
          { value: '5.000', label: 'vehículos vendidos' },
          { value: '3.000', label: 'subastas' },
          { value: '130+', label: 'valoraciones' },
        ],
        faq: [
          {
            question: '¿Cuánto cuesta vender con CamperMarkt24?',
            answer:
              'Nada. El anuncio, la revisión, la subasta y la venta son gratuitos tanto para particulares como para empresas. La comisión la paga únicamente el concesionario que compra tu vehículo.',
          },
          {
            question: '¿Con qué rapidez puedo vender mi autocaravana?',
            answer:
              'Revisamos tu anuncio en un máximo de 24 horas, también los fines de semana. La subasta posterior dura 24 horas como máximo y termina en un día laborable entre las 14:00 y las 17:00. En el mejor de los casos, tu vehículo estará vendido en dos días.',
          },
          {
            question: '¿Quién puja por mi vehículo?',
            answer:
              'Solo concesionarios profesionales verificados. En CamperMarkt24 hay registrados más de 250 concesionarios con unos 300 pujadores que buscan constantemente autocaravanas y caravanas de ocasión.',
          },
          {
            question: '¿Qué pasa si no se alcanza mi precio deseado?',
            answer:
              'En ese caso la venta no se cierra automáticamente. Puedes aceptar la puja más alta, renegociar online o rechazarla. Además, una vez terminada la subasta, los concesionarios todavía pueden enviar una oferta posterior.',
          },
          {
            question: '¿Cuándo recogen mi vehículo?',
            answer:
              'Tú indicas si quieres entregar el vehículo de inmediato o en un plazo máximo de seis semanas. Si lo acordáis, también es posible una recogida posterior, hasta tres meses después de la venta.',
          },
          {
            question: '¿Ven los concesionarios mis datos de contacto?',
            answer:
              'No. Tu identidad permanece oculta para los pujadores hasta que se cierra la venta. Solo entonces el concesionario comprador recibe tus datos de contacto para acordar contigo el pago y la recogida.',
          },
        ],
      },
    },
    about: {
      title: 'Sobre nosotros',
      description:
        'CamperMarkt24 conecta a quienes venden autocaravanas y caravanas de ocasión con más de 250 concesionarios verificados. Conoce nuestra idea y nuestro equipo.',
      body: {
        intro:
          'CamperMarkt24 es el mercado online donde particulares y empresas subastan autocaravanas y caravanas de ocasión entre concesionarios verificados. Nuestro objetivo: un precio justo, una venta rápida y las menores complicaciones posibles para todos.',
        sections: [
          {
            heading: 'Nuestra idea',
            paragraphs: [
              'Quien ha vendido una autocaravana por su cuenta lo sabe bien: infinidad de consultas, pruebas con desconocidos, regateos por teléfono y, al final, la incertidumbre de si el dinero llegará de verdad. Los concesionarios, por su parte, buscan continuamente vehículos de ocasión bien cuidados, pero les cuesta encontrarlos.',
              'CamperMarkt24 une a ambas partes de forma transparente, digital y en un plazo claramente definido. Los vendedores publican gratis, los concesionarios pujan en una subasta online y el resultado es una venta vinculante.',
            ],
          },
          {
            heading: 'Cómo trabajamos',
            paragraphs: [
              'Nuestro equipo revisa cada anuncio en 24 horas, también los fines de semana. Comprobamos que los datos estén completos, que las fotos muestren bien el vehículo y que el precio deseado sea razonable. Solo entonces el vehículo sale a subasta, en la que únicamente pueden pujar concesionarios aprobados.',
              'Nuestro servicio de atención al cliente está disponible por teléfono de lunes a viernes de 9:00 a 17:00 y acompaña tanto a vendedores como a concesionarios desde la primera foto hasta la recogida.',
            ],
          },
          {
            heading: 'Cifras que hablan por sí solas',
            paragraphs: ['Desde el lanzamiento de CamperMarkt24, nuestra red no ha dejado de crecer:'],
            items: [
              'más de 250 concesionarios verificados',
              'unos 300 pujadores activos',
              'más de 5.000 vehículos vendidos',
              'más de 3.000 subastas realizadas',
              'más de 130 valoraciones de clientes',
            ],
          },
          {
            heading: 'Presentes en toda Europa',
            paragraphs: [
              'Tenemos nuestra sede en Hamburgo y nuestra plataforma habla ocho idiomas: alemán, inglés, neerlandés, sueco, danés, polaco, español y checo. Así, los vendedores llegan a concesionarios mucho más allá de su región y los concesionarios encuentran vehículos que de otro modo nunca habrían visto.',
            ],
          },
        ],
      },
    },
    contact: {
      title: 'Contacto',
      description:
        'Cómo contactar con CamperMarkt24: por teléfono de lunes a viernes de 9:00 a 17:00 o por correo electrónico. Respondemos en un plazo de un día laborable.',
      body: {
        intro:
          '¿Tienes preguntas sobre tu anuncio, una subasta o el registro como concesionario? Nuestro equipo de atención al cliente te ayudará encantado.',
        sections: [
          {
            heading: 'Cómo contactarnos',
            paragraphs: ['Puedes llamarnos de lunes a viernes de 9:00 a 17:00.'],
            items: [
              'Teléfono: +49 40 123 456 70',
              'Correo electrónico: service@campermarkt24.de',
              'Dirección: CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburgo, Alemania',
            ],
          },
          {
            heading: 'Respuesta en un día laborable',
            paragraphs: [
              'Respondemos a las consultas por correo electrónico en un plazo de un día laborable. Si tu pregunta se refiere a un vehículo concreto, indica el número de anuncio para que podamos ayudarte más rápido.',
            ],
          },
        ],
      },
    },
    faq: {
      title: 'Preguntas frecuentes',
      description:
        'Respuestas a las preguntas frecuentes sobre la venta, las subastas, el registro de concesionarios y la tasación gratuita de autocaravanas y caravanas.',
      body: {
        groups: [
          {
            title: 'Vender',
            items: [
              {
                question: '¿Quién puede vender con CamperMarkt24?',
                answer:
                  'Particulares y empresas. Puedes vender autocaravanas de ocasión, así como caravanas y remolques, siempre que seas el propietario del vehículo o estés autorizado para venderlo.',
              },
              {
                question: '¿Cuánto me cuesta vender?',
                answer:
                  'Nada. El anuncio, la revisión, la subasta, la renegociación y la venta son gratuitos para los vendedores. La comisión la paga exclusivamente el concesionario que compra el vehículo.',
              },
              {
                question: '¿Qué documentos y fotos necesito?',
                answer:
                  'Ten a mano el permiso de circulación y la ficha técnica y, a ser posible, el libro de mantenimiento, facturas e informes de la ITV. Recomendamos al menos cinco fotos del exterior y cinco del interior de tu vehículo.',
              },
              {
                question: '¿Cuánto tarda la revisión de mi anuncio?',
                answer:
                  'Como máximo 24 horas, también los fines de semana. Si faltan datos o fotos, te contactamos para que tu anuncio pueda salir a subasta cuanto antes.',
              },
              {
                question: '¿Estoy obligado a vender?',
                answer:
                  'Si una puja alcanza tu precio deseado, el mejor postor gana automáticamente y la venta es vinculante. Si la puja más alta queda por debajo, eres libre de aceptarla, renegociar o rechazarla.',
              },
            ],
          },
          {
            title: 'Subasta y pujas',
            items: [
              {
                question: '¿Cuánto dura una subasta?',
                answer:
                  'Una subasta dura 24 horas como máximo y siempre termina en un día laborable, de lunes a viernes, entre las 14:00 y las 17:00, hora peninsular española. Así los concesionarios pueden pujar en horario comercial.',
              },
              {
                question: '¿Qué es el agente de pujas?',
                answer:
                  'Los concesionarios pueden fijar una puja máxima. El agente de pujas puja entonces automáticamente en pequeños incrementos por ellos hasta alcanzar ese máximo. Así ningún concesionario se pierde una subasta por no estar delante de la pantalla.',
              },
              {
                question: '¿Qué significa Comprar ya?',
                answer:
                  'Si se ha fijado un precio de Comprar ya para un vehículo, un concesionario puede comprarlo al instante a ese precio. La subasta termina en ese momento y la compra es vinculante.',
              },
              {
                question: '¿Qué es una oferta posterior?',
                answer:
                  'Si una subasta termina sin venta, los concesionarios todavía pueden enviar una oferta posterior. Esta oferta vincula al pujador durante 48 horas o hasta que el vendedor la rechace.',
              },
              {
                question: '¿Cómo funciona la renegociación?',
                answer:
                  'Si no se alcanza el precio deseado, el vendedor y el mejor postor pueden negociar el precio online e intercambiar contraofertas. Si llegan a un acuerdo, la venta es vinculante. La identidad del vendedor permanece oculta en todo momento.',
              },
            ],
          },
          {
            title: 'Concesionarios',
            items: [
              {
                question: '¿Quién puede pujar como concesionario?',
                answer:
                  'Los profesionales de la compraventa de vehículos que hayan acreditado su actividad empresarial y que hayamos verificado y aprobado. Los particulares no pueden pujar.',
              },
              {
                question: '¿Cuánto cuesta participar como concesionario?',
                answer:
                  'El registro y las pujas son gratuitos. Solo al comprar se cobra una comisión del 1,75 % neto sobre el precio de adjudicación, con un mínimo de 399 euros y un máximo de 3.500 euros netos, más el 19 % de IVA en ambos casos.',
              },
              {
                question: '¿Cuándo se paga la comisión?',
                answer:
                  `Tras la compra recibes una factura por correo electrónico. Debe abonarse en un plazo de ${PAYMENT_TERM_DAYS} días desde la fecha de la factura.`,
              },
              {
                question: '¿Cómo pago el vehículo?',
                answer:
                  'El precio de compra se paga directamente al vendedor, como muy tarde en el momento de la recogida. Tras la venta recibes los datos de contacto del vendedor para acordar el pago y la entrega.',
              },
              {
                question: '¿Cómo encuentro vehículos que me interesen?',
                answer:
                  'Guarda búsquedas con tus criterios y te avisaremos cuando haya vehículos nuevos que encajen. Añade los vehículos interesantes a tu lista de seguimiento para no perderlos de vista hasta el final de la subasta.',
              },
            ],
          },
          {
            title: 'Tasación',
            items: [
              {
                question: '¿Qué es la tasación rápida gratuita?',
                answer:
                  'Nos facilitas los datos principales de tu autocaravana o caravana y recibes un rango de precios por correo electrónico en un plazo de 24 horas. La tasación es gratuita y sin compromiso.',
              },
              {
                question: '¿Qué datos necesitáis para la tasación?',
                answer:
                  'Marca, modelo, fecha de primera matriculación, kilometraje o año de fabricación, equipamiento y estado. Con fotos podemos ajustar el rango de precios con más precisión.',
              },
              {
                question: '¿La tasación es una oferta vinculante?',
                answer:
                  'No. El rango de precios sirve de orientación para fijar tu precio deseado. El precio real lo determinan las pujas de los concesionarios en la subasta.',
              },
              {
                question: '¿Tengo que vender después de la tasación?',
                answer:
                  'No. Decides con calma si quieres publicar tu vehículo y cuándo. La tasación no conlleva ningún coste ni obligación.',
              },
            ],
          },
        ],
      },
    },
    jobs: {
      title: 'Empleo',
      description:
        'Trabaja en CamperMarkt24: ayúdanos a dar forma al comercio online europeo de autocaravanas y caravanas de ocasión, en Hamburgo o en remoto desde la UE.',
      body: {
        sections: [
          {
            heading: 'Trabajar en CamperMarkt24',
            paragraphs: [
              'Somos un equipo pequeño con sede en Hamburgo y compañeros repartidos por toda Europa. Desarrollo de software, conocimiento técnico de vehículos y atención al cliente trabajan codo con codo, con procesos de decisión ágiles y mucha responsabilidad para cada persona.',
              'Muchos de nosotros viajamos en nuestra propia autocaravana o con caravana. Ese entusiasmo se nota en nuestro trabajo: queremos que vender un vehículo de ocio sea tan relajado como viajar en él.',
            ],
          },
          {
            heading: 'Qué ofrecemos',
            paragraphs: ['Para que te sientas a gusto con nosotros, te ofrecemos, entre otras cosas:'],
            items: [
              'horario flexible y posibilidad de teletrabajo',
              'una oficina en la HafenCity de Hamburgo',
              'un presupuesto anual de formación',
              'una autocaravana de empresa que la plantilla puede tomar prestada para sus vacaciones',
              'un equipo internacional y una estructura horizontal',
            ],
          },
        ],
        openings: [
          {
            title: 'Senior Full-Stack Engineer (TypeScript)',
            location: 'Remote (EU)',
            type: 'Jornada completa',
            text: 'Desarrollarás nuestra plataforma de subastas, desde el agente de pujas hasta el área de vendedores. Tienes varios años de experiencia con TypeScript, React y aplicaciones de servidor y te gusta responsabilizarte de tus funcionalidades de principio a fin.',
          },
          {
            title: 'Gestor/a de cuentas de concesionarios',
            location: 'Hamburg',
            type: 'Jornada completa',
            text: 'Serás el primer punto de contacto de nuestros concesionarios, acompañarás a los nuevos socios durante el registro y resolverás dudas sobre subastas y compras. Se valorará la experiencia en el sector de la automoción y el dominio de otro idioma europeo.',
          },
          {
            title: 'Revisor/a de calidad de anuncios',
            location: 'Hamburg',
            type: 'Media jornada',
            text: 'Revisarás los nuevos anuncios para comprobar que estén completos y sean verosímiles, y te asegurarás de que cada vehículo pueda salir a subasta en 24 horas. El puesto incluye turnos de fin de semana según calendario.',
          },
        ],
      },
    },
    pricing: {
      title: 'Precios y comisión',
      description:
        'Gratis para vendedores, una comisión justa por éxito para concesionarios: 1,75 % neto del precio de adjudicación, mínimo 399 y máximo 3.500 euros más IVA.',
      body: {
        intro:
          'En CamperMarkt24 solo paga quien compra. Para los vendedores todo el servicio es gratuito, y los concesionarios solo pagan una comisión cuando compran un vehículo.',
        sections: [
          {
            heading: 'Gratis para vendedores',
            paragraphs: [
              'El anuncio, la revisión, la subasta, la renegociación y la tasación rápida son gratuitos para particulares y empresas. No hay tarifas de publicación, ni suscripciones, ni costes ocultos, tampoco cuando se vende tu vehículo.',
            ],
          },
          {
            heading: 'Comisión para concesionarios',
            paragraphs: [
              'Los concesionarios pagan una comisión de intermediación del 1,75 % neto sobre el precio de adjudicación. La comisión es de un mínimo de 399 euros netos y un máximo de 3.500 euros netos, más el 19 % de IVA en ambos casos.',
              'El precio de adjudicación es el precio al que se vende el vehículo, ya sea mediante una puja en la subasta, una compra con Comprar ya, una oferta posterior aceptada o un acuerdo alcanzado en la renegociación.',
            ],
          },
          {
            heading: 'Solo si compras',
            paragraphs: [
              'El registro, las pujas, las búsquedas guardadas y la lista de seguimiento son gratuitos para los concesionarios. La comisión solo se devenga si te adjudicas el vehículo y la compra se lleva a cabo. Si pujas y no ganas, no pagas nada.',
            ],
          },
          {
            heading: 'Vencimiento del pago',
            paragraphs: [
              `Tras la compra, facturamos la comisión por correo electrónico. La factura debe abonarse en un plazo de ${PAYMENT_TERM_DAYS} días desde su fecha de emisión. El concesionario paga el precio del vehículo directamente al vendedor.`,
            ],
          },
        ],
      },
    },
    partner: {
      title: 'Hazte socio',
      description:
        'Colabora con CamperMarkt24: como concesionario, como portal de vehículos u operador de flotas con integración, o como afiliado en el programa de referidos.',
      body: {
        intro:
          'CamperMarkt24 crece junto a sus socios. Tanto si quieres comprar vehículos, venderlos o recomendarnos a otros vendedores, encontraremos la forma de colaboración adecuada.',
        sections: [
          {
            heading: 'Para concesionarios',
            paragraphs: [
              'Como concesionario registrado, pujas por autocaravanas y caravanas revisadas de particulares y empresas de toda Europa. El registro es gratuito y solo pagas comisión cuando compras un vehículo.',
            ],
          },
          {
            heading: 'Para portales de vehículos y sistemas de flotas',
            paragraphs: [
              '¿Gestionas un portal de vehículos, una flota de alquiler o un sistema de gestión de flotas? Gracias a nuestra integración puedes transferir vehículos directamente a CamperMarkt24 y recibir automáticamente los resultados de las subastas. Así vendes los vehículos que salen de tu flota sin trabajo adicional.',
              'Ponte en contacto con nosotros y planificaremos juntos la integración técnica.',
            ],
          },
          {
            heading: 'Para afiliados: el programa de referidos',
            paragraphs: [
              'Blogs de camping, foros, talleres y campings pueden enviar vendedores a CamperMarkt24 mediante un enlace de referido personal. Por cada venta realizada gracias a tu recomendación recibes una retribución.',
              'Las visitas que llegan a través de tu enlace se asignan a tu cuenta de socio durante 30 días. Te enviaremos las condiciones del programa si nos las solicitas.',
            ],
          },
        ],
      },
    },
    tac: {
      title: 'Condiciones generales',
      description:
        'Condiciones generales de CamperMarkt24 para vendedores y concesionarios: anuncios, revisión, subasta, pujas, Comprar ya, comisión y responsabilidad.',
      body: {
        intro:
          'Estas condiciones generales regulan el uso del mercado online CamperMarkt24 por parte de vendedores y concesionarios. La plataforma está gestionada por CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburgo, Alemania. En caso de discrepancia entre versiones lingüísticas, prevalece la versión alemana.',
        sections: [
          {
            heading: '1. Ámbito de aplicación',
            paragraphs: [
              'Estas condiciones se aplican a todos los contratos entre CamperMarkt24 GmbH (en adelante, «CamperMarkt24») y los usuarios de la plataforma. Son usuarios los vendedores que ofrecen autocaravanas, caravanas o remolques de ocasión y los concesionarios profesionales que pujan por estos vehículos.',
              'CamperMarkt24 pone a disposición la plataforma y actúa como intermediario en contratos de compraventa. Los contratos de compraventa de vehículos se celebran exclusivamente entre el vendedor y el concesionario; CamperMarkt24 no es parte de ellos.',
              'Las condiciones propias de los usuarios solo se aplican si CamperMarkt24 las ha aceptado expresamente por escrito.',
            ],
          },
          {
            heading: '2. Registro y cuenta de usuario',
            paragraphs: [
              'El uso de la plataforma requiere registro. Los usuarios deben ser mayores de edad y facilitar datos completos y veraces al registrarse. Los datos de acceso deben mantenerse en secreto.',
              'Los concesionarios deben acreditar su actividad profesional con documentación adecuada, en particular el alta en el censo de empresarios o una nota del Registro Mercantil y un número de IVA intracomunitario. Los concesionarios solo pueden pujar una vez que CamperMarkt24 los haya verificado y aprobado. No existe derecho a la aprobación.',
            ],
          },
          {
            heading: '3. Anuncios',
            paragraphs: [
              'Publicar anuncios es gratuito para los vendedores. El vendedor garantiza que es propietario del vehículo o que está autorizado para venderlo, e informa de cualquier derecho de terceros, como una financiación pendiente.',
              'Todos los datos del vehículo deben ser completos y exactos. Deben indicarse los defectos conocidos, los daños por accidente y los daños por humedad. Las fotos deben mostrar el vehículo ofrecido en su estado actual.',
              'El vendedor fija un precio deseado (precio mínimo) e indica si el vehículo puede entregarse de inmediato o en un plazo máximo de seis semanas. Vendedor y concesionario pueden acordar una recogida posterior, hasta tres meses después de la venta.',
            ],
          },
          {
            heading: '4. Revisión y publicación',
            paragraphs: [
              'CamperMarkt24 revisa cada anuncio antes de su publicación en un plazo máximo de 24 horas, también los fines de semana, para comprobar que es completo y verosímil. La revisión no constituye una inspección técnica del vehículo.',
              'CamperMarkt24 puede solicitar información adicional y rechazar o retirar anuncios que infrinjan estas condiciones o la legislación aplicable.',
            ],
          },
          {
            heading: '5. Subasta y pujas',
            paragraphs: [
              'Los anuncios aprobados se ofrecen en una subasta online de duración limitada. Una subasta dura 24 horas como máximo y termina en un día laborable, de lunes a viernes, entre las 14:00 y las 17:00 (hora de Berlín). Solo pueden pujar los concesionarios aprobados. La identidad del vendedor solo se comunica a los pujadores tras una venta.',
              'Las pujas son vinculantes y no pueden retirarse. Esto se aplica también a las pujas que el agente de pujas realiza en nombre del concesionario hasta la puja máxima que este haya fijado.',
              'Si una puja alcanza o supera el precio deseado del vendedor, el mejor postor gana automáticamente al finalizar la subasta y se perfecciona el contrato de compraventa entre vendedor y concesionario. Si la puja más alta queda por debajo del precio deseado, el vendedor decide si la acepta.',
              'Tras una subasta sin venta, los concesionarios pueden enviar una oferta posterior. La oferta posterior vincula al pujador durante 48 horas o hasta que el vendedor la rechace. Si el vendedor la acepta dentro de ese plazo, se perfecciona el contrato de compraventa.',
            ],
          },
          {
            heading: '6. Comprar ya',
            paragraphs: [
              'Si se indica un precio de Comprar ya para un vehículo, un concesionario aprobado puede adquirirlo a ese precio. El contrato de compraventa se perfecciona con la confirmación de la compra y la subasta finaliza anticipadamente.',
            ],
          },
          {
            heading: '7. Renegociación',
            paragraphs: [
              'Si no se alcanza el precio deseado, el vendedor y el mejor postor pueden renegociar online a través de la plataforma e intercambiar contraofertas. Cada oferta realizada en la renegociación vincula a quien la emite hasta que la otra parte responda.',
              'Si una de las partes acepta la oferta de la otra, el contrato de compraventa se perfecciona al precio acordado. El precio acordado se considera precio de adjudicación a efectos de estas condiciones.',
            ],
          },
          {
            heading: '8. Comisión y pago',
            paragraphs: [
              'El uso de la plataforma es gratuito para los vendedores. Por cada contrato de compraventa celebrado, el concesionario debe a CamperMarkt24 una comisión de intermediación del 1,75 % neto sobre el precio de adjudicación, con un mínimo de 399 euros y un máximo de 3.500 euros netos, más el IVA legal vigente, actualmente del 19 %, en ambos casos.',
              `La comisión solo se devenga si el concesionario gana la subasta, realiza una compra con Comprar ya o si se celebra un contrato de compraventa mediante una oferta posterior o una renegociación. Se factura tras la venta y vence en un plazo de ${PAYMENT_TERM_DAYS} días desde la fecha de la factura.`,
              'El concesionario paga el precio de compra directamente al vendedor, como muy tarde en la entrega del vehículo. El vendedor no está obligado a entregar el vehículo, las llaves ni la documentación antes de haber recibido el pago íntegro.',
            ],
          },
          {
            heading: '9. Responsabilidad',
            paragraphs: [
              'CamperMarkt24 responde de forma ilimitada en caso de dolo y negligencia grave, así como por daños a la vida, la integridad física o la salud. En caso de negligencia leve, CamperMarkt24 solo responde por el incumplimiento de obligaciones contractuales esenciales y limitado a los daños previsibles y típicos del contrato.',
              'Los vendedores y los concesionarios son los únicos responsables de la exactitud de los datos de los anuncios y del cumplimiento de los contratos de compraventa. CamperMarkt24 procura que la plataforma esté disponible sin interrupciones, pero no puede garantizarlo.',
            ],
          },
          {
            heading: '10. Disposiciones finales',
            paragraphs: [
              'Se aplica el derecho de la República Federal de Alemania, con exclusión de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías. Frente a los consumidores, esta elección de ley solo se aplica en la medida en que no los prive de la protección de las disposiciones imperativas del país de su residencia habitual.',
              'Si el usuario es comerciante, persona jurídica de derecho público o patrimonio especial de derecho público, el fuero competente es Hamburgo.',
              'Si alguna disposición de estas condiciones fuera nula, ello no afectará a la validez de las demás disposiciones.',
            ],
          },
        ],
      },
    },
    privacy: {
      title: 'Política de privacidad',
      description:
        'Cómo trata CamperMarkt24 los datos personales según el RGPD: responsable, cookies, finalidades, bases jurídicas, destinatarios, conservación y tus derechos.',
      body: {
        intro:
          'La protección de tus datos es importante para nosotros. En esta política de privacidad te explicamos, conforme al Reglamento General de Protección de Datos (RGPD), qué datos personales tratamos cuando utilizas CamperMarkt24 y qué derechos te asisten.',
        sections: [
          {
            heading: '1. Responsable del tratamiento',
            paragraphs: [
              'El responsable del tratamiento es CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburgo, Alemania, representada por sus administradores Jonas Albrecht y Miriam Kessler. Teléfono: +49 40 123 456 70, correo electrónico: service@campermarkt24.de.',
            ],
          },
          {
            heading: '2. Qué datos tratamos',
            paragraphs: ['Según cómo utilices CamperMarkt24, tratamos en particular:'],
            items: [
              'datos de la cuenta, como nombre, dirección, correo electrónico y teléfono',
              'en el caso de concesionarios, además, datos de la empresa, acreditación de la actividad y número de IVA',
              'datos de vehículos, fotos y precios deseados de anuncios y solicitudes de tasación',
              'pujas, ofertas posteriores, propuestas de negociación y compras cerradas',
              'datos técnicos, como dirección IP, tipo de navegador, páginas visitadas y hora de acceso',
            ],
          },
          {
            heading: '3. Cookies',
            paragraphs: [
              'Utilizamos cookies necesarias para el funcionamiento del sitio web o que permiten atribuir las recomendaciones al socio correspondiente:',
            ],
            items: [
              'cm24-uuid: identificador anónimo de visitante para reconocer visitas recurrentes; se conserva un año',
              'X-Session-Id: identificador de sesión durante tu visita; se elimina al cerrar el navegador',
              'tap_rc: guarda el código de referido si llegas a través del enlace de un socio; se conserva 30 días',
              'i18n_locale: guarda el idioma que has elegido',
            ],
          },
          {
            heading: '4. Finalidades y bases jurídicas',
            paragraphs: [
              'Tratamos tus datos para ejecutar el contrato de uso, es decir, para el registro, los anuncios, las subastas y la intermediación en contratos de compraventa (art. 6.1.b RGPD); para cumplir obligaciones legales, como los deberes de conservación mercantiles y fiscales (art. 6.1.c RGPD); y sobre la base de nuestro interés legítimo en ofrecer un servicio seguro y operativo, prevenir el fraude y liquidar nuestro programa de referidos (art. 6.1.f RGPD).',
              'Cuando te pedimos el consentimiento, por ejemplo para un boletín, la base jurídica es el art. 6.1.a RGPD. Puedes retirar tu consentimiento en cualquier momento con efectos para el futuro.',
            ],
          },
          {
            heading: '5. Destinatarios',
            paragraphs: [
              'Los pujadores ven los datos del vehículo y las fotos, pero no la identidad del vendedor. Solo después de una venta comunicamos el nombre y los datos de contacto del vendedor al concesionario comprador, y viceversa, para que puedan acordar el pago y la recogida.',
              'Además, recurrimos a proveedores de servicios cuidadosamente seleccionados, por ejemplo de alojamiento web, envío de correos y contabilidad, que tratan los datos exclusivamente según nuestras instrucciones. Solo cedemos datos a las autoridades cuando estamos legalmente obligados a ello.',
            ],
          },
          {
            heading: '6. Plazo de conservación',
            paragraphs: [
              'Conservamos los datos personales mientras exista tu cuenta de usuario o mientras sea necesario para la finalidad correspondiente. Los datos sujetos a obligaciones de conservación mercantiles o fiscales se conservan durante el plazo legal de hasta diez años. Los plazos de conservación de las cookies figuran en el apartado 3.',
            ],
          },
          {
            heading: '7. Tus derechos',
            paragraphs: [
              'Tienes derecho de acceso, rectificación, supresión y limitación del tratamiento, derecho a la portabilidad de los datos y derecho de oposición al tratamiento basado en intereses legítimos.',
              'También puedes presentar una reclamación ante una autoridad de control, por ejemplo la Agencia Española de Protección de Datos o la autoridad de Hamburgo competente para nosotros.',
            ],
          },
          {
            heading: '8. Delegado de protección de datos',
            paragraphs: [
              'Puedes contactar con nuestro delegado de protección de datos en datenschutz@campermarkt24.de o por correo postal en nuestra dirección, indicando «A la atención del delegado de protección de datos».',
            ],
          },
        ],
      },
    },
    imprint: {
      title: 'Aviso legal',
      description:
        'Aviso legal de CamperMarkt24 GmbH, Hamburgo: datos del prestador, administradores, inscripción registral, número de IVA, contacto y resolución de litigios.',
      body: {
        sections: [
          {
            heading: 'Información conforme al § 5 DDG (Ley alemana de servicios digitales)',
            paragraphs: ['CamperMarkt24 GmbH', 'Am Sandtorkai 41', '20457 Hamburgo', 'Alemania'],
          },
          {
            heading: 'Representada por',
            paragraphs: ['Administradores (Geschäftsführer): Jonas Albrecht, Miriam Kessler'],
          },
          {
            heading: 'Contacto',
            paragraphs: ['Teléfono: +49 40 123 456 70', 'Correo electrónico: service@campermarkt24.de'],
          },
          {
            heading: 'Registro Mercantil',
            paragraphs: ['Tribunal de registro: Amtsgericht Hamburg', 'Número de registro: HRB 178532'],
          },
          {
            heading: 'Número de IVA',
            paragraphs: ['Número de identificación a efectos del IVA conforme al § 27a de la Ley alemana del IVA: DE356812947'],
          },
          {
            heading: 'Responsable del contenido conforme al § 18, apdo. 2, MStV',
            paragraphs: ['Jonas Albrecht, Am Sandtorkai 41, 20457 Hamburgo, Alemania'],
          },
          {
            heading: 'Resolución de litigios',
            paragraphs: [
              'La plataforma de resolución de litigios en línea de la Comisión Europea (plataforma ODR) dejó de funcionar el 20 de julio de 2025. Si tienes alguna pregunta o reclamación, escríbenos directamente a service@campermarkt24.de.',
              'No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de resolución alternativa de litigios de consumo.',
            ],
          },
        ],
      },
    },
    'merchant-landing': {
      title: 'Para concesionarios',
      description:
        'Compra autocaravanas y caravanas de ocasión revisadas de toda Europa en subastas de 24 horas. Registro gratuito y comisión solo cuando compras.',
      body: {
        intro:
          'En CamperMarkt24, más de 250 concesionarios profesionales compran autocaravanas y caravanas de ocasión directamente a particulares y empresas. Cada día salen a subasta nuevos vehículos revisados por nuestro equipo.',
        sections: [
          {
            heading: 'Por qué los concesionarios compran aquí',
            paragraphs: [
              'Muchos vehículos de CamperMarkt24 proceden de particulares y no se ofrecen en ningún otro sitio. Cada anuncio se revisa antes de la subasta e incluye fotos claras y datos completos. Las subastas duran 24 horas como máximo y terminan en días laborables entre las 14:00 y las 17:00: previsibles y en horario comercial.',
            ],
            items: [
              'anuncios revisados con datos completos y fotos claras',
              'vehículos de toda Europa',
              'subastas cortas y previsibles',
              'procesos claros y vinculantes hasta la recogida',
            ],
          },
          {
            heading: 'Registro y aprobación',
            paragraphs: [
              'Registra tu empresa online y sube la acreditación de tu actividad, por ejemplo el alta en el censo de empresarios o una nota del Registro Mercantil, junto con tu número de IVA intracomunitario. Comprobamos tus datos y aprobamos tu cuenta. Recibirás una confirmación por correo electrónico y podrás empezar a pujar de inmediato.',
            ],
          },
          {
            heading: 'Comisión',
            paragraphs: [
              'El registro y las pujas son gratuitos. Solo cuando compras un vehículo pagas una comisión del 1,75 % neto sobre el precio de adjudicación, con un mínimo de 399 euros y un máximo de 3.500 euros netos, más el 19 % de IVA en ambos casos.',
            ],
          },
          {
            heading: 'Herramientas para tus compras',
            paragraphs: ['Con estas funciones lo tendrás todo bajo control:'],
            items: [
              'Agente de pujas: fija una puja máxima y el agente puja automáticamente hasta tu límite',
              'Búsquedas guardadas: recibe avisos de nuevos vehículos que cumplan tus criterios',
              'Lista de seguimiento: no pierdas de vista los vehículos interesantes hasta que termine la subasta',
              'Comprar ya: compra al instante vehículos con precio de Comprar ya, sin esperar a la subasta',
              'Ofertas posteriores y renegociación: una segunda oportunidad cuando la subasta ya ha terminado',
            ],
          },
        ],
      },
    },
    sell: {
      title: 'Vende tu autocaravana',
      description:
        'Vende tu autocaravana o caravana gratis: crea tu anuncio, revisión en 24 horas, subasta entre concesionarios de 24 horas, y ellos recogen y pagan.',
      body: {
        intro:
          'Con CamperMarkt24 vendes tu autocaravana, caravana o remolque a concesionarios verificados: gratis, rápido y sin visitas de particulares.',
        sections: [
          {
            heading: 'Cómo funciona la venta',
            paragraphs: ['Cuatro pasos para vender:'],
            items: [
              'Publicas gratis un anuncio con los datos del vehículo, fotos y tu precio deseado.',
              'Revisamos tu anuncio en un máximo de 24 horas, también los fines de semana.',
              'Más de 250 concesionarios pujan en una subasta online de 24 horas como máximo.',
              'Si una puja alcanza tu precio deseado, el vehículo queda vendido; si no, tú decides sobre la puja más alta.',
            ],
          },
          {
            heading: 'Qué necesitas',
            paragraphs: [
              'Para el anuncio necesitas el permiso de circulación, la ficha técnica y fotos actuales. Recomendamos al menos cinco fotos del exterior y cinco del interior. El libro de mantenimiento, las facturas y los informes, por ejemplo de la revisión del gas o de una prueba de humedad, aumentan la confianza de los concesionarios y, a menudo, también sus pujas.',
            ],
          },
          {
            heading: 'Precio deseado y renegociación',
            paragraphs: [
              'Tú decides el precio mínimo que quieres obtener. Si una puja alcanza esa cantidad, el mejor postor gana automáticamente. Si la puja más alta se queda por debajo, puedes aceptarla, renegociar online o rechazarla. También es posible recibir ofertas posteriores una vez terminada la subasta. Nuestra tasación rápida gratuita te da una idea realista de lo que puedes esperar.',
            ],
          },
          {
            heading: 'Recogida y pago',
            paragraphs: [
              'Tras la venta, el concesionario recibe tus datos de contacto y acuerda contigo el pago y la recogida. La entrega se realiza de inmediato o en un plazo máximo de seis semanas; si lo acordáis, también más adelante, hasta tres meses después de la venta. El concesionario te paga el precio de compra directamente, como muy tarde en la recogida. No entregues el vehículo ni la documentación hasta que el dinero esté en tu cuenta.',
            ],
          },
        ],
      },
    },
  },
  authors: [
    {
      slug: 'lena-hoffmann',
      name: 'Lena Hoffmann',
      role: 'Jefa de redacción',
      bio: 'Lena Hoffmann dirige la redacción de CamperMarkt24. Lleva muchos años recorriendo Europa en su propia furgoneta camper y escribe sobre todo lo que los vendedores deben saber antes, durante y después de la subasta.',
    },
    {
      slug: 'pieter-de-vries',
      name: 'Pieter de Vries',
      role: 'Responsable de relación con concesionarios',
      bio: 'Pieter de Vries atiende a los concesionarios de CamperMarkt24. Antes de unirse a nosotros trabajó durante muchos años en el comercio de caravanas en los Países Bajos, por lo que conoce la compra de vehículos desde dentro.',
    },
    {
      slug: 'marek-novak',
      name: 'Marek Novák',
      role: 'Experto en tasación de vehículos',
      bio: 'Marek Novák es técnico de automoción de formación y responsable de la tasación rápida gratuita de CamperMarkt24. Sabe exactamente en qué se fijan los concesionarios en una autocaravana o una caravana.',
    },
  ],
  articles: [
    {
      slug: 'vender-autocaravana-lista-de-comprobacion',
      authorSlug: 'lena-hoffmann',
      title: 'Vender tu autocaravana: la lista de comprobación para una venta sin complicaciones',
      excerpt:
        'De la documentación a la entrega: con esta lista prepararás a fondo la venta de tu autocaravana y evitarás sorpresas desagradables.',
      body: [
        'Una autocaravana no se vende todos los días, por eso una buena preparación es tan importante. Quien tiene la documentación en orden, describe el vehículo con honestidad y fija un precio deseado realista vende más rápido y, por lo general, a mejor precio.',
        'Empieza por los documentos. Necesitarás el permiso de circulación y la ficha técnica con la ITV en vigor. Reúne también el libro de mantenimiento, las facturas del taller y los certificados de la revisión del gas y de la prueba de humedad, si los tienes. Un historial de mantenimiento completo es uno de los argumentos más sólidos ante los concesionarios.',
        'Limpia a fondo el vehículo por dentro y por fuera. Vacía los depósitos de aguas limpias y grises, vacía el casete del WC y retira tus objetos personales. Los pequeños fallos, como una bombilla fundida o una puerta de armario que se atasca, suelen arreglarse con poco esfuerzo y causan una impresión mucho mejor.',
        'Describe tu autocaravana de forma completa y honesta. Menciona el equipamiento, como toldo, placas solares, portabicicletas o antena parabólica, pero también los defectos conocidos, los daños o las manchas de humedad. Los concesionarios pujan con más seguridad, y más alto, cuando no tienen que temer sorpresas ocultas. Las buenas fotos también cuentan: al menos cinco del exterior y cinco del interior.',
        'Fija un precio deseado realista. La tasación rápida gratuita de CamperMarkt24 te envía un rango de precios por correo electrónico en 24 horas. Si tu precio deseado se alcanza en la subasta, el vehículo queda vendido automáticamente, así que no lo pongas por debajo de lo que de verdad quieres obtener.',
        'Por último, planifica la entrega. Decide si quieres entregar el vehículo de inmediato o dentro de unas semanas y ten preparadas todas las llaves, los manuales y los accesorios. Acuerda con el concesionario cómo se tramitará el cambio de titularidad ante la DGT y no des de baja el seguro hasta que se haya completado. No entregues el vehículo ni la documentación hasta que el precio de compra esté en tu cuenta.',
      ],
      publishedAt: '2026-03-12',
    },
    {
      slug: 'consejos-fotos-autocaravana',
      authorSlug: 'lena-hoffmann',
      title: 'Cómo fotografiar tu autocaravana: 5 fotos del exterior y 5 del interior',
      excerpt:
        'Las buenas fotos son el escaparate de tu anuncio. Te contamos qué diez fotos quieren ver los concesionarios y cómo conseguirlas, incluso con el móvil.',
      body: [
        'Los concesionarios de CamperMarkt24 pujan sin haber visto el vehículo en persona. Por eso las fotos son la parte más importante de tu anuncio: cuanto más clara y completa sea la imagen que dan de tu autocaravana, con más seguridad podrán calcular los concesionarios y más altas suelen ser las pujas. Recomendamos al menos cinco fotos del exterior y cinco del interior.',
        'Crea buenas condiciones. Haz las fotos con luz natural, a ser posible en un día ligeramente nublado, para evitar sombras duras. Aparca el vehículo en un lugar tranquilo y despejado, sin otros coches al fondo. Un vehículo limpio y una lente limpia marcan una diferencia sorprendente.',
        'Las cinco fotos del exterior: fotografía el vehículo en diagonal desde la parte delantera izquierda y desde la parte trasera derecha, de modo que en cada una se vea el frontal o la trasera y un lateral. Añade una vista lateral completa desde la izquierda y otra desde la derecha, más una foto del techo o, si no es posible, del garaje trasero y de elementos como el toldo y el portabicicletas.',
        'Las cinco fotos del interior: muestra la cabina con el cuadro de instrumentos encendido para que se lea el kilometraje, la zona de estar con la dinette, la cocina, el baño y la zona de dormir. Abre cortinas y estores, enciende las luces y dispara desde una esquina para que se vea la mayor parte posible del espacio.',
        'No ocultes los defectos. Una foto adicional de un arañazo, una abolladura o una mancha de humedad transmite honestidad y genera confianza. Los concesionarios ya cuentan con marcas de uso; lo que les echa para atrás son las sorpresas en la recogida.',
        'Por último, algunos extras que merecen la pena: una foto de la placa del fabricante, de los neumáticos con el dibujo visible, de la puerta de la célula y de equipos como la calefacción, el frigorífico y la batería auxiliar. Antes de subirlas, comprueba que todas las fotos estén nítidas y bien orientadas. Así nada se interpondrá en una subasta con éxito.',
      ],
      publishedAt: '2026-04-22',
    },
    {
      slug: 'que-determina-el-valor-de-una-caravana',
      authorSlug: 'marek-novak',
      title: '¿Qué determina el valor de una caravana?',
      excerpt:
        'Antigüedad, distribución, humedad y mantenimiento: estos son los factores que deciden cuánto pujarán los concesionarios por tu caravana de ocasión.',
      body: [
        'Dos caravanas del mismo año pueden tener valores muy distintos. Los concesionarios no solo se fijan en la marca y la antigüedad, sino sobre todo en la facilidad con la que podrán revender el vehículo. Si conoces los factores clave, podrás valorar mucho mejor tu precio deseado.',
        'El factor más importante es la estanqueidad de la célula. La humedad en paredes, suelo o techo es el daño más frecuente y más caro en las caravanas. Un informe reciente de una prueba de humedad realizada en un taller especializado elimina la incertidumbre de los concesionarios y se nota claramente en las pujas.',
        'La distribución y el peso también influyen mucho. Las distribuciones prácticas, como camas individuales, literas para familias o un baño independiente, son muy demandadas. También cuenta la masa máxima autorizada: las caravanas que pueden remolcar los vehículos tractores más habituales atraen a más interesados.',
        'El equipamiento puede aumentar el valor si es demandado y funciona. Un mover, un avance o un toldo en buen estado, placas solares o una calefacción moderna gustan a los concesionarios. En cambio, los extras que no funcionan tienden más bien a restar valor.',
        'No subestimes el historial de mantenimiento. Las revisiones periódicas, las facturas y una revisión del gas reciente demuestran que la caravana ha estado en buenas manos. Los neumáticos también cuentan: los de las caravanas suelen envejecer antes de desgastarse, por eso los concesionarios comprueban la fecha de fabricación.',
        'Por último, el precio también depende del mercado. Antes de la temporada, en primavera, la demanda suele ser mayor que a finales de otoño. Si quieres saber cuánto vale tu caravana ahora mismo, utiliza nuestra tasación rápida gratuita: recibirás un rango de precios por correo electrónico en 24 horas.',
      ],
      publishedAt: '2026-06-10',
    },
    {
      slug: 'como-funciona-la-subasta-para-concesionarios',
      authorSlug: 'pieter-de-vries',
      title: 'Cómo funciona la subasta para concesionarios y por qué ayuda el agente de pujas',
      excerpt:
        'Duración corta, horas de cierre fijas y pujas vinculantes: un vistazo entre bastidores a la subasta de CamperMarkt24 y al agente de pujas que ahorra tiempo a los concesionarios.',
      body: [
        'En CamperMarkt24 solo pueden pujar concesionarios profesionales verificados. Hay más de 250 concesionarios registrados con unos 300 pujadores, y cada uno de ellos tuvo que acreditar su actividad profesional antes de poder hacer su primera puja. Para los vendedores, esto significa que cada puja procede de un comprador serio.',
        'Antes de que un vehículo salga a subasta, nuestro equipo revisa el anuncio en un máximo de 24 horas. La subasta dura después 24 horas como máximo y siempre termina en un día laborable entre las 14:00 y las 17:00. Estas horas de cierre fijas son intencionadas: los concesionarios pueden planificar sus compras y suelen estar disponibles cuando termina la subasta.',
        'Las pujas son vinculantes. Si una puja alcanza el precio deseado del vendedor, el mejor postor gana automáticamente. Si la puja más alta es inferior, el vendedor decide si la acepta, si renegocia online o si la rechaza. Tras la subasta, los concesionarios también pueden enviar una oferta posterior, que es vinculante durante 48 horas o hasta que el vendedor la rechace.',
        'Aquí entra en juego el agente de pujas. En lugar de estar pendiente de la pantalla cuando la subasta está a punto de terminar, el concesionario fija su puja máxima. El agente puja entonces automáticamente en pequeños incrementos cada vez que otro concesionario le supera, pero nunca por encima del límite fijado.',
        'Esto beneficia a ambas partes. Los concesionarios no se pierden una subasta por estar atendiendo a un cliente y no pagan más de lo necesario, porque el agente solo sube hasta donde lo exige la puja de la competencia. Los vendedores salen ganando porque pueden pujar más concesionarios a la vez, lo que aumenta la competencia por su vehículo.',
        'Para los concesionarios que quieren actuar rápido existe además la opción Comprar ya a un precio fijo, cuando se ha establecido uno. Con las búsquedas guardadas y la lista de seguimiento controlan los vehículos nuevos que encajan con su stock. Y la comisión solo se cobra cuando realmente hay una compra.',
      ],
      publishedAt: '2026-09-16',
    },
  ],
};
