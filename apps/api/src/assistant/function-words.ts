/**
 * Words that say nothing about a question's topic, accents folded: Spanish function words, and the
 * words readers ask with ("¿cómo puedo…?", "¿algún consejo?", "¿qué hago?").
 */
export const functionWords = new Set(
  (
    'a al algo algun alguna algunas alguno algunos ante antes aqui asi aun aunque bajo bien cada casi ' +
    'como con contra cual cuales cualquier cuando cuanta cuantas cuanto cuantos de del desde donde dos ' +
    'e el ella ellas ellos en entre era eran es esa esas ese eso esos esta estan estar estas este esto ' +
    'estos estoy fue fueron ha hace hacen hacer hacia han hasta hay he la las le les lo los mas me mi ' +
    'mia mias mio mios mis mismo muy nada ni no nos nosotros nuestra nuestro nuestros o os otra otras ' +
    'otro otros para pero poco por porque pues que quien quienes se sea ser si sido siempre sin sobre ' +
    'solo son su sus tal tambien tan tanto te ti tiene tienen todo todos tu tus un una unas uno unos ' +
    'usted ustedes va van vez y ya yo ' +
    'puedo puede pueden podemos podria hago haga haria hacemos debo deberia debe deben conviene ' +
    'sirve sirven servir quiero queremos necesito saber sabe mejor algun truco trucos tips consejo ' +
    'consejos idea ideas vale pena manera forma cosa cosas verdad mal veces favor ayudame recomiendas ' +
    'recomiendan recomendacion dime explica hola oye tengo tenemos logro lograr uso usar pongo poner ' +
    'hay dame apunto apuntarme'
  ).split(' '),
);
