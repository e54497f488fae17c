import { zipOf } from './scorm-packages';

/**
 * Conformance fixtures written for these tests (no third-party content): a multi-SCO 1.2 package,
 * a 2004 package with forced sequential sequencing and a quiz SCO, a 2004 package with manifest
 * objectives and a mastery measure, and an asset-only package.
 */
export const MULTI_SCO_12_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="lp-multi-12" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Warehouse safety</title>
      <item identifier="module1"><title>Module 1</title>
        <item identifier="sco1" identifierref="r1" parameters="page=1"><title>Lifting</title>
          <adlcp:datafromlms>start=intro</adlcp:datafromlms>
        </item>
        <item identifier="glossary" identifierref="r3" isvisible="false"><title>Glossary</title></item>
      </item>
      <item identifier="sco2" identifierref="r2"><title>Forklifts</title>
        <adlcp:masteryscore>80</adlcp:masteryscore>
        <adlcp:maxtimeallowed>00:30:00</adlcp:maxtimeallowed>
        <adlcp:timelimitaction>exit,message</adlcp:timelimitaction>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="sco1/index.html"><file href="sco1/index.html"/></resource>
    <resource identifier="r2" type="webcontent" adlcp:scormtype="sco" href="sco2/index.html"><file href="sco2/index.html"/></resource>
    <resource identifier="r3" type="webcontent" adlcp:scormtype="asset" href="glossary.html"><file href="glossary.html"/></resource>
  </resources>
</manifest>`;

export const SEQUENTIAL_2004_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="lp-seq-2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Chemical handling</title>
      <item identifier="lesson1" identifierref="lesson"><title>Labels</title>
          <imsss:sequencing><imsss:rollupRules rollupObjectiveSatisfied="false" objectiveMeasureWeight="0"/></imsss:sequencing>
        </item>
      <item identifier="lesson2" identifierref="lesson" parameters="?page=2"><title>Storage</title>
          <imsss:sequencing><imsss:rollupRules rollupObjectiveSatisfied="false" objectiveMeasureWeight="0"/></imsss:sequencing>
        </item>
      <item identifier="quiz" identifierref="quiz"><title>Quiz</title>
        <imsss:sequencing IDRef="quizrules">
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="quiz-passed" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.7</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
      <imsss:sequencing>
        <imsss:controlMode choice="false" flow="true" forwardOnly="true"/>
        <imsss:rollupRules>
          <imsss:rollupRule childActivitySet="all">
            <imsss:rollupConditions><imsss:rollupCondition condition="completed"/></imsss:rollupConditions>
            <imsss:rollupAction action="completed"/>
          </imsss:rollupRule>
        </imsss:rollupRules>
      </imsss:sequencing>
    </organization>
  </organizations>
  <resources>
    <resource identifier="lesson" type="webcontent" adlcp:scormType="sco" href="lesson.html"><file href="lesson.html"/></resource>
    <resource identifier="quiz" type="webcontent" adlcp:scormType="sco" href="quiz.html"><file href="quiz.html"/></resource>
  </resources>
  <imsss:sequencingCollection>
    <imsss:sequencing ID="quizrules">
      <imsss:deliveryControls tracked="true" completionSetByContent="true"/>
      <imsss:limitConditions attemptAbsoluteDurationLimit="PT20M"/>
    </imsss:sequencing>
  </imsss:sequencingCollection>
</manifest>`;

export const OBJECTIVES_2004_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="lp-obj-2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 3rd Edition</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Customer data</title>
      <item identifier="assessment" identifierref="sco"><title>Assessment</title>
        <adlcp:dataFromLMS>mode=exam</adlcp:dataFromLMS>
        <adlcp:timeLimitAction>continue,no message</adlcp:timeLimitAction>
        <adlcp:completionThreshold>0.75</adlcp:completionThreshold>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="pass" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
            <imsss:objective objectiveID="gdpr-basics"/>
            <imsss:objective objectiveID="retention" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.5</imsss:minNormalizedMeasure>
            </imsss:objective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormType="sco" href="assessment.html"><file href="assessment.html"/></resource>
  </resources>
</manifest>`;

export const ASSET_ONLY_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="lp-assets" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Reading pack</title>
      <item identifier="a1" identifierref="page1"><title>Welcome</title></item>
      <item identifier="a2" identifierref="page2"><title>Policy</title></item>
    </organization>
  </organizations>
  <resources xml:base="pages/">
    <resource identifier="page1" type="webcontent" adlcp:scormType="asset" href="welcome.html"><file href="welcome.html"/></resource>
    <resource identifier="page2" type="webcontent" adlcp:scormType="asset" href="policy.html"><file href="policy.html"/></resource>
  </resources>
</manifest>`;

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

export const multiSco12Package = () =>
  zipOf([
    { name: 'imsmanifest.xml', content: MULTI_SCO_12_MANIFEST },
    { name: 'sco1/index.html', content: page('Lifting') },
    { name: 'sco2/index.html', content: page('Forklifts') },
    { name: 'glossary.html', content: page('Glossary') },
  ]);

export const sequential2004Package = () =>
  zipOf([
    { name: 'imsmanifest.xml', content: SEQUENTIAL_2004_MANIFEST },
    { name: 'lesson.html', content: page('Lesson') },
    { name: 'quiz.html', content: page('Quiz') },
  ]);

export const objectives2004Package = () =>
  zipOf([
    { name: 'imsmanifest.xml', content: OBJECTIVES_2004_MANIFEST },
    { name: 'assessment.html', content: page('Assessment') },
  ]);

export const assetOnlyPackage = () =>
  zipOf([
    { name: 'imsmanifest.xml', content: ASSET_ONLY_MANIFEST },
    { name: 'pages/welcome.html', content: page('Welcome') },
    { name: 'pages/policy.html', content: page('Policy') },
  ]);
