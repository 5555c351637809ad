/** What the hosts say around the source's own words, in each of the ten podcast languages. */
export interface HostPhrases {
  intro(title: string): string;
  plan: string;
  /** Introduces a passage of the source by its locator label ("Page 3"). */
  turnTo(label: string): string;
  asked: string;
  answered: string;
  outro(title: string): string;
  thanks: string;
}

const q = (title: string) => `“${title}”`;

export const PHRASES: Record<string, HostPhrases> = {
  en: {
    intro: (t) => `Welcome. Today we are reading ${q(t)}. Everything you will hear is taken from it, and each chapter links to the page it comes from.`,
    plan: "Let's go through its key passages, in order.",
    turnTo: (l) => `What do we find in ${l}?`,
    asked: "Here is a question that was asked about it.",
    answered: "And this was the answer.",
    outro: (t) => `That was a short tour of ${q(t)}. Open a chapter to read the passage in full.`,
    thanks: "Thanks for listening.",
  },
  zh: {
    intro: (t) => `欢迎收听。今天我们阅读${q(t)}。您听到的内容都来自原文，每个章节都链接到对应的页面。`,
    plan: "我们按顺序来看其中的要点。",
    turnTo: (l) => `${l}讲了什么？`,
    asked: "有人提出了这样一个问题。",
    answered: "回答是这样的。",
    outro: (t) => `以上是${q(t)}的简要导读。打开章节可以阅读完整段落。`,
    thanks: "感谢收听。",
  },
  ja: {
    intro: (t) => `ようこそ。今日は${q(t)}を読みます。お聞きいただく内容はすべて原文からの引用で、各チャプターは元のページにつながっています。`,
    plan: "重要な箇所を順に見ていきましょう。",
    turnTo: (l) => `${l}には何が書かれていますか。`,
    asked: "こんな質問がありました。",
    answered: "答えはこうでした。",
    outro: (t) => `${q(t)}の簡単な紹介でした。チャプターを開くと全文が読めます。`,
    thanks: "お聞きいただきありがとうございました。",
  },
  es: {
    intro: (t) => `Bienvenidos. Hoy leemos ${q(t)}. Todo lo que escucharán viene del texto, y cada capítulo enlaza con la página de la que procede.`,
    plan: "Recorramos sus pasajes clave, en orden.",
    turnTo: (l) => `¿Qué encontramos en ${l}?`,
    asked: "Esta es una pregunta que se hizo sobre el texto.",
    answered: "Y esta fue la respuesta.",
    outro: (t) => `Eso fue un breve recorrido por ${q(t)}. Abran un capítulo para leer el pasaje completo.`,
    thanks: "Gracias por escuchar.",
  },
  de: {
    intro: (t) => `Willkommen. Heute lesen wir ${q(t)}. Alles, was Sie hören, stammt aus dem Text, und jedes Kapitel verweist auf die Seite, von der es kommt.`,
    plan: "Gehen wir die wichtigsten Stellen der Reihe nach durch.",
    turnTo: (l) => `Was steht in ${l}?`,
    asked: "Dazu wurde folgende Frage gestellt.",
    answered: "Und das war die Antwort.",
    outro: (t) => `Das war ein kurzer Gang durch ${q(t)}. Öffnen Sie ein Kapitel, um die Stelle vollständig zu lesen.`,
    thanks: "Danke fürs Zuhören.",
  },
  fr: {
    intro: (t) => `Bienvenue. Aujourd'hui, nous lisons ${q(t)}. Tout ce que vous allez entendre en est tiré, et chaque chapitre renvoie à la page d'où il vient.`,
    plan: "Parcourons ses passages clés, dans l'ordre.",
    turnTo: (l) => `Que trouve-t-on dans ${l} ?`,
    asked: "Voici une question qui a été posée.",
    answered: "Et voici la réponse.",
    outro: (t) => `C'était un court tour de ${q(t)}. Ouvrez un chapitre pour lire le passage en entier.`,
    thanks: "Merci de votre écoute.",
  },
  ko: {
    intro: (t) => `안녕하세요. 오늘은 ${q(t)}을 읽습니다. 들으시는 내용은 모두 원문에서 가져왔고, 각 챕터는 해당 페이지로 연결됩니다.`,
    plan: "핵심 구절을 순서대로 살펴보겠습니다.",
    turnTo: (l) => `${l}에는 어떤 내용이 있나요?`,
    asked: "이런 질문이 있었습니다.",
    answered: "답변은 이랬습니다.",
    outro: (t) => `${q(t)}을 짧게 둘러보았습니다. 챕터를 열면 전체 구절을 읽을 수 있습니다.`,
    thanks: "들어 주셔서 감사합니다.",
  },
  pt: {
    intro: (t) => `Bem-vindos. Hoje lemos ${q(t)}. Tudo o que vão ouvir vem do texto, e cada capítulo leva à página de onde saiu.`,
    plan: "Vamos percorrer os trechos principais, em ordem.",
    turnTo: (l) => `O que encontramos em ${l}?`,
    asked: "Esta foi uma pergunta feita sobre o texto.",
    answered: "E esta foi a resposta.",
    outro: (t) => `Foi um breve passeio por ${q(t)}. Abram um capítulo para ler o trecho completo.`,
    thanks: "Obrigado por ouvirem.",
  },
  ar: {
    intro: (t) => `مرحبا بكم. نقرأ اليوم ${q(t)}. كل ما ستسمعونه مأخوذ منه، وكل فصل يحيل إلى الصفحة التي جاء منها.`,
    plan: "لنمر على أهم مقاطعه بالترتيب.",
    turnTo: (l) => `ماذا نجد في ${l}؟`,
    asked: "هذا سؤال طرح حوله.",
    answered: "وهذه كانت الإجابة.",
    outro: (t) => `كانت هذه جولة قصيرة في ${q(t)}. افتحوا فصلا لقراءة المقطع كاملا.`,
    thanks: "شكرا لحسن الاستماع.",
  },
  it: {
    intro: (t) => `Benvenuti. Oggi leggiamo ${q(t)}. Tutto ciò che sentirete viene dal testo, e ogni capitolo rimanda alla pagina da cui proviene.`,
    plan: "Ripercorriamo i passaggi chiave, in ordine.",
    turnTo: (l) => `Che cosa troviamo in ${l}?`,
    asked: "Ecco una domanda che è stata posta.",
    answered: "E questa è stata la risposta.",
    outro: (t) => `Questo era un breve giro in ${q(t)}. Aprite un capitolo per leggere il passaggio completo.`,
    thanks: "Grazie per l'ascolto.",
  },
};

export function phrasesFor(language: string): HostPhrases {
  return PHRASES[language] ?? PHRASES.en!;
}
