/** The README of the "my data" ZIP in the applicant's language (the files' names stay English). */
import type { Language } from "#contracts";
import { localDigits } from "#contracts/digits";
import { germanTimeFormat } from "#contracts/german-time";

interface ReadmeText {
  title: string;
  intro: string;
  files: string;
  documents: string;
  format: string;
  created: string;
}

/** The company unit speaks formally (German "Sie"); its pages exist in German and English. */
const COMPANY_TEXTS: Record<"de" | "en", Partial<ReadmeText>> = {
  de: {
    title: "Ihre Daten bei Tandem",
    intro:
      "Diese Datei enthält alles, was das Portal über Sie als Person gespeichert hat (nicht die Unterlagen Ihres Unternehmens).",
    documents: "Die Datei „picture“ ist Ihr Profilbild, wenn Sie eines hochgeladen haben.",
    format: "JSON ist ein Textformat: Sie können die Dateien mit jedem Texteditor öffnen.",
  },
  en: {
    intro: "This file contains everything the portal holds about you as a person (not your company's records).",
    documents: "The file “picture” is your profile picture, if you uploaded one.",
  },
};

export const README_TEXTS: Record<Language, ReadmeText> = {
  de: {
    title: "Deine Daten bei Tandem",
    intro: "Diese Datei enthält alles, was das Portal über dich gespeichert hat.",
    files: "Jede JSON-Datei enthält eine Art von Daten:",
    documents: "Im Ordner „documents“ liegen alle Dokumente, die du hochgeladen hast.",
    format: "JSON ist ein Textformat: Du kannst die Dateien mit jedem Texteditor öffnen.",
    created: "Erstellt am",
  },
  en: {
    title: "Your data at Tandem",
    intro: "This file contains everything the portal holds about you.",
    files: "Each JSON file contains one kind of data:",
    documents: "The folder “documents” contains every document you uploaded.",
    format: "JSON is a text format: you can open the files with any text editor.",
    created: "Created on",
  },
  fr: {
    title: "Tes données chez Tandem",
    intro: "Ce fichier contient tout ce que le portail a enregistré à ton sujet.",
    files: "Chaque fichier JSON contient un type de données :",
    documents: "Le dossier « documents » contient tous les documents que tu as téléversés.",
    format: "JSON est un format texte : tu peux ouvrir les fichiers avec n’importe quel éditeur de texte.",
    created: "Créé le",
  },
  es: {
    title: "Tus datos en Tandem",
    intro: "Este archivo contiene todo lo que el portal tiene guardado sobre ti.",
    files: "Cada archivo JSON contiene un tipo de datos:",
    documents: "La carpeta «documents» contiene todos los documentos que subiste.",
    format: "JSON es un formato de texto: puedes abrir los archivos con cualquier editor de texto.",
    created: "Creado el",
  },
  it: {
    title: "I tuoi dati su Tandem",
    intro: "Questo file contiene tutto ciò che il portale ha salvato su di te.",
    files: "Ogni file JSON contiene un tipo di dati:",
    documents: "La cartella «documents» contiene tutti i documenti che hai caricato.",
    format: "JSON è un formato di testo: puoi aprire i file con qualsiasi editor di testo.",
    created: "Creato il",
  },
  ru: {
    title: "Твои данные в Tandem",
    intro: "Этот файл содержит всё, что портал хранит о тебе.",
    files: "Каждый файл JSON содержит один вид данных:",
    documents: "В папке «documents» лежат все документы, которые ты загрузил(а).",
    format: "JSON — текстовый формат: файлы можно открыть в любом текстовом редакторе.",
    created: "Создано",
  },
  pl: {
    title: "Twoje dane w Tandem",
    intro: "Ten plik zawiera wszystko, co portal o tobie przechowuje.",
    files: "Każdy plik JSON zawiera jeden rodzaj danych:",
    documents: "Folder „documents” zawiera wszystkie dokumenty, które przesłałeś(-aś).",
    format: "JSON to format tekstowy: pliki otworzysz w dowolnym edytorze tekstu.",
    created: "Utworzono",
  },
  tr: {
    title: "Tandem’deki verilerin",
    intro: "Bu dosya, portalın senin hakkında sakladığı her şeyi içerir.",
    files: "Her JSON dosyası bir veri türünü içerir:",
    documents: "“documents” klasöründe yüklediğin tüm belgeler bulunur.",
    format: "JSON bir metin biçimidir: dosyaları herhangi bir metin düzenleyiciyle açabilirsin.",
    created: "Oluşturulma tarihi",
  },
  ar: {
    title: "بياناتك في Tandem",
    intro: "يحتوي هذا الملف على كل ما يحفظه البوابة عنك.",
    files: "يحتوي كل ملف JSON على نوع واحد من البيانات:",
    documents: "يحتوي المجلد «documents» على جميع المستندات التي رفعتها.",
    format: "JSON صيغة نصية: يمكنك فتح الملفات بأي محرر نصوص.",
    created: "تاريخ الإنشاء",
  },
  fa: {
    title: "داده‌های تو در Tandem",
    intro: "این فایل شامل همه چیزهایی است که پورتال درباره تو ذخیره کرده است.",
    files: "هر فایل JSON یک نوع داده را در بر دارد:",
    documents: "پوشه «documents» همه مدارکی را که بارگذاری کرده‌ای در بر دارد.",
    format: "JSON یک قالب متنی است: می‌توانی فایل‌ها را با هر ویرایشگر متنی باز کنی.",
    created: "تاریخ ایجاد",
  },
};

/** The README's text: title, what is in it, the list of files, the date (dd.MM.yyyy, in the language's digits). */
export function readme(
  language: Language,
  files: readonly string[],
  now: Date,
  unit: "applicant" | "company" = "applicant",
): string {
  const t =
    unit === "company" && (language === "de" || language === "en")
      ? { ...README_TEXTS[language], ...COMPANY_TEXTS[language] }
      : README_TEXTS[language];
  const date = localDigits(
    germanTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" }).format(now),
    language,
  );
  return [
    t.title,
    "",
    t.intro,
    "",
    t.files,
    ...files.map((f) => `- ${f}`),
    "",
    t.documents,
    t.format,
    "",
    `${t.created} ${date}`,
    "",
  ].join("\n");
}
